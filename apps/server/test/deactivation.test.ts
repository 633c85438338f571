// Issue 18: deactivated people and offline organisations. A user a sys_admin deactivates
// (status 0, spec §4 "offline") can no longer sign in and is signed out everywhere at once;
// an organisation set offline is closed to its members while platform admins still manage
// it and switch it back on (docs/decisions.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { username, password },
    remoteAddress: `10.18.0.${++address}`,
  });

const sessionsOf = async (userId: number) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

async function sysAdmin() {
  const user = await t.factory.user({ role: 'sys_admin' });
  return { user, headers: t.auth(await t.factory.session(user.id)) };
}

describe('a user deactivated by a sys_admin', () => {
  it('is signed out everywhere at once and cannot sign in until switched on again', async () => {
    const { headers } = await sysAdmin();
    const staff = await t.factory.user({ password: 'staff-password-1' });
    const first = await t.signIn(staff.phone, 'staff-password-1');
    await t.signIn(staff.phone, 'staff-password-1');
    expect(await sessionsOf(staff.id)).toBe(2);

    const off = await t.request('PUT', `/api/v1/user/${staff.id}`, headers, { status: 0 });
    expect(off.statusCode).toBe(200);
    expect(await sessionsOf(staff.id)).toBe(0);
    expect((await t.request('GET', '/api/v1/me', t.auth(first))).statusCode).toBe(401);

    // The right password is told why; a wrong one learns nothing new.
    const refused = await signIn(staff.phone, 'staff-password-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'This account has been deactivated.',
      error: { code: 'account_deactivated', message: 'This account has been deactivated.' },
    });
    const wrong = await signIn(staff.phone, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().status).toBe('Wrong phone number or password');
    expect(await sessionsOf(staff.id)).toBe(0);

    await t.request('PUT', `/api/v1/user/${staff.id}`, headers, { status: 1 });
    const back = await signIn(staff.phone, 'staff-password-1');
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('1');
  });

  it('keeps the sys_admin from switching themselves off', async () => {
    const { user, headers } = await sysAdmin();
    const res = await t.request('PUT', `/api/v1/user/${user.id}`, headers, { status: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You cannot deactivate your own account.');
    expect(await sessionsOf(user.id)).toBe(1);
  });
});

describe('an organisation set offline', () => {
  it('leaves its members’ list and lets only platform admins manage and re-enable it', async () => {
    const org = await t.factory.org({ name: 'दिवाली धमाका ऑफर ₹499' });
    const member = t.auth(await t.factory.memberSession(org.id, 'org_owner'));
    const admin = t.auth(await t.factory.roleSession('admin'));
    const chosen = async () =>
      (await t.request('GET', '/api/v1/orgs', member))
        .json<Array<{ id: number }>>()
        .map((o) => o.id);
    expect(await chosen()).toContain(org.id);

    const url = `/api/v1/admin/org/${org.id}`;
    const { id: _id, ...fields } = (await t.app.inject({ url, headers: admin })).json();
    const setStatus = (status: number) =>
      t.app.inject({ method: 'PUT', url, headers: admin, payload: { ...fields, status } });
    expect((await setStatus(0)).statusCode).toBe(200);

    expect(await chosen()).not.toContain(org.id);
    const closed = await t.request('GET', `/api/v1/org/${org.id}/contents`, member);
    expect(closed.statusCode).toBe(403);
    // The platform admin still opens it and its members, and switches it back on.
    const asAdmin = await t.request('GET', `/api/v1/org/${org.id}/users`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/orgs', admin)).body).toContain('दिवाली धमाका ऑफर ₹499');
    expect((await setStatus(1)).statusCode).toBe(200);
    expect(await chosen()).toContain(org.id);
    const open = await t.request('GET', `/api/v1/org/${org.id}/contents`, member);
    expect(open.statusCode).toBe(200);
  });
});
