import { CODE_TTL_HOURS, MESSAGES } from '@nibble/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, members, outbox } from '../src/db/schema.ts';
import { hashToken } from '../src/http/tokens.ts';
import { MEMBER_MESSAGES, pendingActivationText } from '../src/modules/members/service.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

describe('members of an organisation', () => {
  let t: TestApp;
  let orgId: number;
  let owner: { id: number; headers: Record<string, string> };
  let admin: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  const signedIn = async (role = 'user') => {
    const user = await t.factory.user({ role });
    return { ...user, headers: t.auth(await t.factory.session(user.id)) };
  };

  beforeAll(async () => {
    t = await makeTestApp({ publicUrl: 'https://nibble.example' });
    orgId = (await t.factory.org({ name: 'Malabar Mart' })).id;
    const o = await signedIn();
    await t.factory.member(orgId, o.id, 'org_owner');
    owner = { id: o.id, headers: o.headers };
    admin = (await signedIn('admin')).headers;
  });
  afterAll(() => t.close());

  it('lists members with the Member fields and hides sys_admin users', async () => {
    const staff = await t.factory.user({ name: 'Fathima', city: 'Kannur', mode: 1 });
    await t.factory.member(orgId, staff.id, 'org_employee');
    const sys = await t.factory.user({ role: 'sys_admin' });
    await t.factory.member(orgId, sys.id, 'org_admin');

    const res = await call('GET', `/org/${orgId}/users`, owner.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toContainEqual({
      id: staff.id,
      name: 'Fathima',
      phone: staff.phone,
      role: 'org_employee',
      city: 'Kannur',
      status: 1,
      activation: '',
      mode: 0,
    });
    expect(list.map((m: { id: number }) => m.id)).not.toContain(sys.id);
    // Hidden from everyone, even a sys_admin looking at the list.
    const sysHeaders = t.auth(await t.factory.session(sys.id));
    const asSys = await call('GET', `/org/${orgId}/users`, sysHeaders);
    expect(asSys.json().map((m: { id: number }) => m.id)).not.toContain(sys.id);
  });

  it('adds an active user by phone with status 1 and no activation text', async () => {
    const user = await t.factory.user({ name: 'Anil' });
    const res = await call('POST', `/org/${orgId}`, owner.headers, {
      phone: user.phone,
      role: 'org_operator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      role: 'org_operator',
      status: 1,
      activation: '',
    });
    // Added once only.
    const again = await call('POST', `/org/${orgId}`, owner.headers, { phone: user.phone });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MEMBER_MESSAGES.alreadyMember);
  });

  it('adds a user without a password as pending and sends an activation link', async () => {
    const user = await t.factory.user({ password: null, name: 'Suresh', email: '' });
    const before = Date.now();
    const res = await call('POST', `/org/${orgId}`, owner.headers, { phone: ` ${user.phone} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      role: 'org_employee',
      status: 0,
      activation: pendingActivationText(new Date(), 'Asia/Kolkata'),
    });
    expect(res.json().activation).toMatch(/^Activation pending since \d{2}\/\d{2}\/\d{4}$/);

    const [message] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.phone))
      .orderBy(desc(outbox.id));
    expect(message).toMatchObject({
      channel: 'sms',
      subject: 'Activate your Nibble Studio account',
    });
    const code = /https:\/\/nibble\.example\/activate\?code=([A-Za-z0-9_-]+)/.exec(
      message?.body ?? '',
    )?.[1];
    expect(code).toBeDefined();
    expect(code?.length).toBeGreaterThanOrEqual(22);
    expect(message?.body).toContain('Malabar Mart');
    // Stored only as a hash, for CODE_TTL_HOURS.
    const [stored] = await t.app.db.select().from(codes).where(eq(codes.userId, user.id));
    expect(stored?.codeHash).toBe(hashToken(code ?? ''));
    expect(stored?.kind).toBe('activation');
    const ttl = (stored?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(CODE_TTL_HOURS * 3_600_000 - 60_000);
    expect(ttl).toBeLessThan(CODE_TTL_HOURS * 3_600_000 + 60_000);
  });

  it('sends the activation link by e-mail when the user has an address', async () => {
    const user = await t.factory.user({ password: null, email: 'new.staff@example.com' });
    await call('POST', `/org/${orgId}`, owner.headers, { phone: user.phone });
    const [message] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'new.staff@example.com'));
    expect(message?.channel).toBe('email');
  });

  it('answers 404 with the spec message for an unknown phone (and for a hidden sys_admin)', async () => {
    const res = await call('POST', `/org/${orgId}`, owner.headers, { phone: nextPhone() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'The phone number you entered does not match with any user.',
    );
    const sys = await t.factory.user({ role: 'sys_admin' });
    const hidden = await call('POST', `/org/${orgId}`, admin, { phone: sys.phone });
    expect(hidden.statusCode).toBe(404);
  });

  it.each([
    [{ phone: '' }, 'phone', MESSAGES.phoneRequired],
    [{}, 'phone', MESSAGES.phoneRequired],
    [{ phone: '98765' }, 'phone', MESSAGES.phoneDigits],
    [{ phone: '98765432101' }, 'phone', MESSAGES.phoneDigits],
    [{ phone: '9876543210', role: 'admin' }, 'role', MESSAGES.roleInvalid],
  ])('refuses new member %j with the spec message', async (body, field, message) => {
    const res = await call('POST', `/org/${orgId}`, owner.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('changes role, status, mode and activation', async () => {
    const user = await t.factory.user({ password: null });
    await call('POST', `/org/${orgId}`, owner.headers, { phone: user.phone });
    const url = `/org/${orgId}/user/${user.id}`;

    const role = await call('PUT', url, owner.headers, { role: 'org_admin', mode: 1 });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({ id: user.id, role: 'org_admin', mode: 1, status: 0 });

    const on = await call('PUT', url, owner.headers, { activate: true });
    expect(on.json()).toMatchObject({ status: 1, activation: '' });
    const off = await call('PUT', url, owner.headers, { activate: false });
    expect(off.json()).toMatchObject({ status: 0 });
    const two = await call('PUT', url, admin, { status: 2 });
    expect(two.json()).toMatchObject({ status: 2 });
  });

  it.each([
    [{}, '_form', MESSAGES.nothingToUpdate],
    [{ role: 'sales' }, 'role', MESSAGES.roleInvalid],
    [{ status: 3 }, 'status', MESSAGES.statusInvalid],
    [{ mode: 2 }, 'mode', MESSAGES.modeInvalid],
  ])('refuses member update %j', async (body, field, message) => {
    const res = await call('PUT', `/org/${orgId}/user/${owner.id}`, owner.headers, body);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(field === '_form' ? error.message : error.fields[field]).toBe(message);
  });

  it('404s an unknown member and a hidden sys_admin member', async () => {
    expect(
      (await call('PUT', `/org/${orgId}/user/999999`, owner.headers, { mode: 1 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/org/${orgId}/user/abc`, owner.headers)).statusCode).toBe(404);
    const sys = await t.factory.user({ role: 'sys_admin' });
    await t.factory.member(orgId, sys.id);
    expect((await call('PUT', `/org/${orgId}/user/${sys.id}`, admin, { mode: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/org/999999/users', admin)).statusCode).toBe(404);
  });

  it('keeps the last owner: no removal, no demotion (409)', async () => {
    const org = await t.factory.org();
    const o = await signedIn();
    await t.factory.member(org.id, o.id, 'org_owner');
    const url = `/org/${org.id}/user/${o.id}`;
    const demote = await call('PUT', url, o.headers, { role: 'org_admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(MEMBER_MESSAGES.lastOwner);
    expect((await call('DELETE', url, admin)).statusCode).toBe(409);

    const second = await t.factory.user();
    await t.factory.member(org.id, second.id, 'org_owner');
    expect((await call('DELETE', url, o.headers)).statusCode).toBe(204);
    const left = await t.app.db.select().from(members).where(eq(members.orgId, org.id));
    expect(left.map((m) => m.userId)).toEqual([second.id]);
  });

  it('removes a member but keeps the account', async () => {
    const user = await t.factory.user();
    await t.factory.member(orgId, user.id);
    const res = await call('DELETE', `/org/${orgId}/user/${user.id}`, owner.headers);
    expect(res.statusCode).toBe(204);
    const row = await t.app.db
      .select()
      .from(members)
      .where(and(eq(members.orgId, orgId), eq(members.userId, user.id)));
    expect(row).toEqual([]);
    expect((await call('GET', `/user/${user.id}`, admin)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 403 to strangers and to members who are not owner or admin', async () => {
    const employee = await signedIn();
    await t.factory.member(orgId, employee.id, 'org_employee');
    const stranger = await signedIn();
    const other = await t.factory.org();
    await t.factory.member(other.id, stranger.id, 'org_owner');
    const target = `/org/${orgId}/user/${owner.id}`;

    for (const [method, url] of [
      ['GET', `/org/${orgId}/users`],
      ['POST', `/org/${orgId}`],
      ['PUT', target],
      ['DELETE', target],
    ] as const) {
      expect((await call(method, url, {}, { phone: '' })).statusCode).toBe(401);
      const refused = await call(method, url, stranger.headers, { phone: '' });
      expect(refused.statusCode).toBe(403);
    }
    // An employee may see the list but not change it (403 before the body is validated).
    expect((await call('GET', `/org/${orgId}/users`, employee.headers)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `/org/${orgId}`],
      ['PUT', target],
      ['DELETE', target],
    ] as const) {
      const res = await call(method, url, employee.headers, { phone: '' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MEMBER_MESSAGES.notManager);
    }
    // An org_admin may.
    const manager = await signedIn();
    await t.factory.member(orgId, manager.id, 'org_admin');
    const user = await t.factory.user();
    const added = await call('POST', `/org/${orgId}`, manager.headers, { phone: user.phone });
    expect(added.statusCode).toBe(200);
  });
});
