// Over 300 lines: the global users routes, /me and the outbox share one app and its sign-ins.
import { MESSAGES } from '@nibble/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/http/tokens.ts';
import { ACCOUNT_MESSAGES } from '../src/modules/accounts/service.ts';
import { USER_MESSAGES } from '../src/modules/users/service.ts';
import { OUTBOX_PAGE } from '../src/notify/index.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('global users, /me and the outbox', () => {
  let t: TestApp;
  let admin: { id: number; headers: Record<string, string> };
  let sys: { id: number; headers: Record<string, string> };
  let plain: { id: number; headers: Record<string, string> };

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  const signedIn = async (role: string, extra: { password?: string } = {}) => {
    const user = await t.factory.user({ role, ...extra });
    return { id: user.id, phone: user.phone, headers: t.auth(await t.factory.session(user.id)) };
  };

  beforeAll(async () => {
    t = await makeTestApp({ publicUrl: 'https://studio.example' });
    admin = await signedIn('admin');
    sys = await signedIn('sys_admin');
    plain = await signedIn('user');
  });
  afterAll(() => t.close());

  it('creates a user without a password and sends an activation link', async () => {
    const phone = nextPhone();
    const res = await call('POST', '/user', admin.headers, {
      phone,
      name: ' Meera   Das ',
      email: 'meera@example.com',
      city: 'Kannur',
      role: 'sales',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Meera Das',
      phone,
      email: 'meera@example.com',
      role: 'sales',
      city: 'Kannur',
      mode: 0,
      status: 1,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(row?.passwordHash).toBeNull();
    const [message] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'meera@example.com'));
    expect(message?.body).toMatch(/https:\/\/studio\.example\/activate\?code=[A-Za-z0-9_-]{22,}/);

    const again = await call('POST', '/user', admin.headers, { phone, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A user with this phone number already exists.');
  });

  it('defaults the role to user and allows blank e-mail and city', async () => {
    const res = await call('POST', '/user', admin.headers, {
      phone: nextPhone(),
      name: 'Ravi',
      email: '',
      city: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', email: '', city: '' });
  });

  it.each([
    [{ phone: '' }, 'phone', MESSAGES.phoneRequired],
    [{ phone: '12345' }, 'phone', MESSAGES.phoneDigits],
    [{ name: '' }, 'name', MESSAGES.nameRequired],
    [{ name: 'n'.repeat(51) }, 'name', MESSAGES.nameMax],
    [{ email: 'nope' }, 'email', MESSAGES.emailInvalid],
    [{ city: 'c'.repeat(51) }, 'city', MESSAGES.cityMax],
    [{ role: 'org_owner' }, 'role', MESSAGES.roleInvalid],
  ])('validates new user %j', async (change, field, message) => {
    const res = await call('POST', '/user', admin.headers, {
      phone: nextPhone(),
      name: 'Valid',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('lets only a sys_admin create administrators', async () => {
    for (const role of ['admin', 'sys_admin']) {
      const body = { phone: nextPhone(), name: 'Boss', role };
      const refused = await call('POST', '/user', admin.headers, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(USER_MESSAGES.platformRoles);
      expect((await call('POST', '/user', sys.headers, body)).statusCode).toBe(201);
    }
  });

  it('never lists sys_admin users, and hides them from everyone but a sys_admin', async () => {
    const other = await t.factory.user({ role: 'sys_admin' });
    const asAdmin = (await call('GET', '/users', admin.headers)).json();
    expect(asAdmin.some((u: { role: string }) => u.role === 'sys_admin')).toBe(false);
    expect(asAdmin.map((u: { id: number }) => u.id)).toContain(plain.id);
    // Spec §2 Users: "Users with role sys_admin are hidden in the list", for a sys_admin too.
    const asSys = (await call('GET', '/users', sys.headers)).json();
    expect(asSys.some((u: { role: string }) => u.role === 'sys_admin')).toBe(false);
    expect(asSys.map((u: { id: number }) => u.id)).toContain(admin.id);

    expect((await call('GET', `/user/${other.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/user/${other.id}`, admin.headers, { mode: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/user/${other.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/user/${other.id}`, sys.headers)).statusCode).toBe(200);
  });

  it('reads and updates a user; 404 for unknown ids', async () => {
    const user = await t.factory.user({ name: 'Kiran' });
    const read = await call('GET', `/user/${user.id}`, admin.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: user.id, name: 'Kiran', role: 'user' });

    const res = await call('PUT', `/user/${user.id}`, admin.headers, {
      role: 'operator',
      mode: 1,
      status: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'operator', mode: 1, status: 0 });
    for (const id of ['999999', 'x']) {
      expect((await call('GET', `/user/${id}`, admin.headers)).statusCode).toBe(404);
    }
  });

  it.each([
    [{}, null, MESSAGES.nothingToUpdate],
    [{ role: 'boss' }, 'role', MESSAGES.roleInvalid],
    [{ mode: 3 }, 'mode', MESSAGES.modeInvalid],
    [{ status: 9 }, 'status', MESSAGES.statusInvalid],
  ])('validates user update %j', async (body, field, message) => {
    const res = await call('PUT', `/user/${plain.id}`, admin.headers, body);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(field ? error.fields[field] : error.message).toBe(message);
  });

  it('keeps platform roles for a sys_admin to grant or change', async () => {
    const user = await t.factory.user();
    const promote = await call('PUT', `/user/${user.id}`, admin.headers, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    const otherAdmin = await t.factory.user({ role: 'admin' });
    expect(
      (await call('PUT', `/user/${otherAdmin.id}`, admin.headers, { role: 'user' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/user/${otherAdmin.id}`, admin.headers)).statusCode).toBe(403);
    const bySys = await call('PUT', `/user/${user.id}`, sys.headers, { role: 'admin' });
    expect(bySys.json().role).toBe('admin');
  });

  it('deletes a user with their memberships and sessions, but never oneself', async () => {
    const user = await t.factory.user();
    const org = await t.factory.org();
    await t.factory.member(org.id, user.id);
    const token = await t.factory.session(user.id);
    expect((await call('DELETE', `/user/${user.id}`, admin.headers)).statusCode).toBe(204);
    expect(await t.app.db.select().from(members).where(eq(members.userId, user.id))).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
    expect((await call('DELETE', `/user/${user.id}`, admin.headers)).statusCode).toBe(404);

    const self = await call('DELETE', `/user/${admin.id}`, admin.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(USER_MESSAGES.deleteYourself);
  });

  it('answers 401 without a token and 403 to a non-admin', async () => {
    for (const [method, url] of [
      ['GET', '/users'],
      ['POST', '/user'],
      ['GET', `/user/${plain.id}`],
      ['PUT', `/user/${plain.id}`],
      ['DELETE', `/user/${plain.id}`],
    ] as const) {
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
      expect((await call(method, url, plain.headers, {})).statusCode).toBe(403);
    }
  });

  describe('/me', () => {
    it('reads and updates one’s own profile', async () => {
      const me = await signedIn('user');
      const read = await call('GET', '/me', me.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: me.id, phone: me.phone, role: 'user' });

      const res = await call('PUT', '/me', me.headers, {
        name: 'Renamed  Me',
        email: 'me@example.com',
        city: 'Kozhikode',
        // Not changeable here.
        role: 'admin',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: me.id,
        name: 'Renamed Me',
        email: 'me@example.com',
        city: 'Kozhikode',
        role: 'user',
      });
      const cleared = await call('PUT', '/me', me.headers, { email: '' });
      expect(cleared.json()).toMatchObject({ email: '', name: 'Renamed Me' });
      expect((await call('GET', '/me', {})).statusCode).toBe(401);
    });

    it.each([
      [{}, null, MESSAGES.nothingToUpdate],
      [{ name: '' }, 'name', MESSAGES.nameRequired],
      [{ email: 'bad' }, 'email', MESSAGES.emailInvalid],
      [{ city: 'c'.repeat(51) }, 'city', MESSAGES.cityMax],
    ])('validates profile %j', async (body, field, message) => {
      const res = await call('PUT', '/me', plain.headers, body);
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(field ? error.fields[field] : error.message).toBe(message);
    });

    it('changes the password with the current one and ends other sessions', async () => {
      const me = await signedIn('user', { password: 'current-password' });
      const other = await t.factory.session(me.id);
      const wrong = await call('PUT', '/me/password', me.headers, {
        currentPassword: 'not-it',
        password: 'next-password-1',
        confirmPassword: 'next-password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('The current password is not correct.');
      expect(wrong.json().error.fields.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

      const res = await call('PUT', '/me/password', me.headers, {
        currentPassword: 'current-password',
        password: 'next-password-1',
        confirmPassword: 'next-password-1',
      });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/me', me.headers)).statusCode).toBe(200);
      expect((await call('GET', '/me', t.auth(other))).statusCode).toBe(401);
      await expect(t.signIn(me.phone, 'next-password-1')).resolves.toBeTruthy();
    });

    it.each([
      [{ currentPassword: '' }, 'currentPassword', MESSAGES.passwordRequired],
      [{ password: 'short' }, 'password', MESSAGES.passwordMin],
      [{ password: 'p'.repeat(61) }, 'password', MESSAGES.passwordMax],
      [{ confirmPassword: 'different-pw' }, 'confirmPassword', MESSAGES.passwordMismatch],
    ])('validates password change %j', async (change, field, message) => {
      const body = {
        currentPassword: 'x',
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
        ...change,
      };
      const res = await call('PUT', '/me/password', plain.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  });

  describe('GET /admin/outbox', () => {
    it('shows sys_admin the latest messages, newest first, at most 50', async () => {
      for (let i = 0; i < OUTBOX_PAGE + 2; i++) {
        await t.app.db
          .insert(outbox)
          .values({ channel: 'sms', recipient: `r${i}`, subject: 's', body: `b${i}` });
      }
      const res = await call('GET', '/admin/outbox', sys.headers);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(OUTBOX_PAGE);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        channel: 'sms',
        recipient: `r${OUTBOX_PAGE + 1}`,
        subject: 's',
        body: `b${OUTBOX_PAGE + 1}`,
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const [newest] = await t.app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(list[0].id).toBe(newest?.id);
    });

    it('is for sys_admin only', async () => {
      expect((await call('GET', '/admin/outbox', {})).statusCode).toBe(401);
      expect((await call('GET', '/admin/outbox', admin.headers)).statusCode).toBe(403);
      expect((await call('GET', '/admin/outbox', plain.headers)).statusCode).toBe(403);
    });
  });
});
