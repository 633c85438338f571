// Over 300 lines: one suite for the public account routes (activation, reset, sign-up, their
// flags), which share their app and its outbox (the flags-off suite has its own).
import { FLAG_DEFAULTS, MESSAGES } from '@nibble/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codes, members, outbox, sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/http/tokens.ts';
import { ACCOUNT_RATE_LIMIT } from '../src/modules/accounts/routes.ts';
import { ACCOUNT_MESSAGES } from '../src/modules/accounts/service.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

let ipCounter = 0;
/** Each test its own client address, so the per-address limit only bites where tested. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function codeFrom(body: string | undefined, path: string): string {
  const code = new RegExp(`/${path}\\?code=([A-Za-z0-9_-]+)`).exec(body ?? '')?.[1];
  if (!code) throw new Error(`no ${path} link in: ${body}`);
  return code;
}

describe('accounts (public)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let orgId: number;

  const send = (method: 'PUT' | 'POST', url: string, payload: object, ip = freshIp()) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: ip });

  /** The newest message to `recipient`, waiting for it: forgot-password sends after answering. */
  const waitForMessageTo = (recipient: string, after = 0) =>
    vi.waitFor(
      async () => {
        const row = await lastMessageTo(recipient);
        if (!row || row.id <= after) throw new Error(`no new message to ${recipient} yet`);
        return row;
      },
      { timeout: 5000, interval: 20 },
    );

  const lastMessageTo = async (recipient: string) => {
    const [row] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  };

  /** A user without a password, invited to the org; answers the code from the outbox. */
  const invite = async (spec: { email?: string } = {}) => {
    const user = await t.factory.user({ password: null, ...spec });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/org/${orgId}`,
      headers: admin,
      payload: { phone: user.phone },
    });
    expect(res.statusCode).toBe(200);
    const message = await lastMessageTo(spec.email || user.phone);
    return { user, code: codeFrom(message?.body, 'activate') };
  };

  beforeAll(async () => {
    t = await makeTestApp({
      flags: { ...FLAG_DEFAULTS, registration: 1, forgot_password: 1, reset_password: 1 },
    });
    admin = t.auth(await t.factory.roleSession('admin'));
    orgId = (await t.factory.org()).id;
  });
  afterAll(() => t.close());

  describe('activation', () => {
    it('sets the password, activates memberships and lets the user sign in', async () => {
      const { user, code } = await invite();
      const phone = `${user.phone.slice(0, 5)} ${user.phone.slice(5)}`;
      const res = await send('PUT', `/registration/${code}`, {
        phone,
        password: 'a-new-password',
        confirmPassword: 'a-new-password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: '1' });
      const [member] = await t.app.db.select().from(members).where(eq(members.userId, user.id));
      expect(member).toMatchObject({ status: 1, activation: '' });
      await expect(t.signIn(user.phone, 'a-new-password')).resolves.toMatch(/.{22,}/);
      const [stored] = await t.app.db
        .select()
        .from(codes)
        .where(eq(codes.codeHash, hashToken(code)));
      expect(stored?.usedAt).toBeInstanceOf(Date);
    });

    it('is single-use', async () => {
      const { user, code } = await invite();
      const body = {
        phone: user.phone,
        password: 'first-password',
        confirmPassword: 'first-password',
      };
      expect((await send('PUT', `/registration/${code}`, body)).statusCode).toBe(200);
      const again = await send('PUT', `/registration/${code}`, {
        ...body,
        password: 'other-password!',
        confirmPassword: 'other-password!',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.activationFailed);
      await expect(t.signIn(user.phone, 'first-password')).resolves.toBeTruthy();
    });

    it('refuses an expired code, a wrong phone and an unknown code with one message', async () => {
      const { user, code } = await invite();
      const body = {
        phone: user.phone,
        password: 'some-password',
        confirmPassword: 'some-password',
      };

      const wrongPhone = await send('PUT', `/registration/${code}`, {
        ...body,
        phone: nextPhone(),
      });
      const unknown = await send(
        'PUT',
        '/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        body,
      );
      const malformed = await send('PUT', '/registration/not%20a%20code', body);
      await t.app.db
        .update(codes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(codes.codeHash, hashToken(code)));
      const expired = await send('PUT', `/registration/${code}`, body);
      for (const res of [wrongPhone, unknown, malformed, expired]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(
          'Activation failed: the code is invalid or has expired.',
        );
      }
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toBeNull();
    });

    it('does not burn the code on a mistyped phone', async () => {
      const { user, code } = await invite();
      const body = { password: 'some-password', confirmPassword: 'some-password' };
      expect(
        (await send('PUT', `/registration/${code}`, { ...body, phone: nextPhone() })).statusCode,
      ).toBe(400);
      expect(
        (await send('PUT', `/registration/${code}`, { ...body, phone: user.phone })).statusCode,
      ).toBe(200);
    });

    it.each([
      [{ phone: '' }, 'phone', MESSAGES.activationPhoneRequired],
      [{ phone: '123456789' }, 'phone', MESSAGES.activationPhoneMin],
      [{ phone: '1'.repeat(21) }, 'phone', MESSAGES.activationPhoneMax],
      [{ password: '' }, 'password', MESSAGES.passwordRequired],
      [{ password: 'short' }, 'password', MESSAGES.passwordMin],
      [
        { password: 'p'.repeat(61), confirmPassword: 'p'.repeat(61) },
        'password',
        MESSAGES.passwordMax,
      ],
      [{ confirmPassword: '' }, 'confirmPassword', MESSAGES.passwordRequired],
      [{ confirmPassword: 'different-one' }, 'confirmPassword', MESSAGES.passwordMismatch],
    ])('validates activation %j', async (change, field, message) => {
      const body = {
        phone: '9876543210',
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
        ...change,
      };
      const res = await send('PUT', '/registration/some-code-value-here-xyz', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  });

  describe('forgotten and reset password', () => {
    it('always answers {status:"1"} and sends a reset link only to a known user', async () => {
      const user = await t.factory.user({
        email: 'Reset.Me@Example.com',
        password: 'old-password',
      });
      const before = await t.app.db.select().from(outbox);
      const unknownPhone = nextPhone();
      const unknown = await send('POST', '/ForgotPassword', { phone: unknownPhone });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ status: '1' });

      const known = await send('POST', '/ForgotPassword', { phone: user.phone });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ status: '1' });
      const message = await waitForMessageTo('Reset.Me@Example.com');
      expect(message.channel).toBe('email');
      // Only the known phone produced a message.
      expect(await t.app.db.select().from(outbox)).toHaveLength(before.length + 1);
      const code = codeFrom(message?.body, 'reset-password');

      const token = await t.signIn(user.phone, 'old-password');
      const res = await send('PUT', '/ResetPassword', {
        email: 'reset.me@example.COM',
        forgot_pass_code: code,
        password: 'brand-new-password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: '1' });
      // Signed out everywhere, and the new password works.
      expect(
        await t.app.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token))),
      ).toEqual([]);
      await expect(t.signIn(user.phone, 'brand-new-password')).resolves.toBeTruthy();
      const reuse = await send('PUT', '/ResetPassword', {
        email: 'reset.me@example.com',
        forgot_pass_code: code,
        password: 'another-password',
      });
      expect(reuse.statusCode).toBe(400);
    });

    it('refuses a wrong e-mail, an expired code and an older replaced code', async () => {
      const user = await t.factory.user({ email: 'owner@shop.example' });
      await send('POST', '/ForgotPassword', { phone: user.phone });
      const first = await waitForMessageTo('owner@shop.example');
      const older = codeFrom(first.body, 'reset-password');
      await send('POST', '/ForgotPassword', { phone: user.phone });
      const second = await waitForMessageTo('owner@shop.example', first.id);
      const code = codeFrom(second.body, 'reset-password');
      const body = {
        email: 'owner@shop.example',
        forgot_pass_code: code,
        password: 'new-password-1',
      };

      const wrongEmail = await send('PUT', '/ResetPassword', {
        ...body,
        email: 'other@shop.example',
      });
      const replaced = await send('PUT', '/ResetPassword', { ...body, forgot_pass_code: older });
      await t.app.db
        .update(codes)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(codes.codeHash, hashToken(code)));
      const expired = await send('PUT', '/ResetPassword', body);
      for (const res of [wrongEmail, replaced, expired]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(
          'Password reset failed: the code is invalid or has expired.',
        );
      }
    });

    it('tells a user without an e-mail address why no code came', async () => {
      const user = await t.factory.user({ email: '' });
      await send('POST', '/ForgotPassword', { phone: user.phone });
      const message = await waitForMessageTo(user.phone);
      expect(message.channel).toBe('sms');
      expect(message.body).not.toContain('code=');
    });

    it.each([
      [{ email: '' }, 'email', MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      [{ forgot_pass_code: '' }, 'forgot_pass_code', MESSAGES.codeRequired],
      [{ password: '' }, 'password', MESSAGES.passwordRequired],
      [{ password: '123456789' }, 'password', MESSAGES.passwordMin],
      [{ password: 'x'.repeat(61) }, 'password', MESSAGES.passwordMax],
    ])('validates reset %j', async (change, field, message) => {
      const body = {
        email: 'a@b.example',
        forgot_pass_code: 'abc',
        password: 'long-enough-1',
        ...change,
      };
      const res = await send('PUT', '/ResetPassword', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });

    it('validates the forgotten-password phone', async () => {
      const res = await send('POST', '/ForgotPassword', { phone: '12' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.phone).toBe(MESSAGES.phoneDigits);
    });
  });

  describe('sign-up', () => {
    it('creates a user with role user who can sign in; 409 for a taken phone', async () => {
      const phone = nextPhone();
      const body = {
        name: 'New  Person',
        phone,
        password: 'sign-up-pass',
        confirmPassword: 'sign-up-pass',
        terms: true,
      };
      const res = await send('POST', '/registration', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: '1' });
      const [row] = await t.app.db.select().from(users).where(eq(users.phone, phone));
      expect(row).toMatchObject({ name: 'New Person', role: 'user' });
      await expect(t.signIn(phone, 'sign-up-pass')).resolves.toBeTruthy();

      const taken = await send('POST', '/registration', body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe('A user with this phone number already exists.');
    });

    it.each([
      [{ name: '' }, 'name', MESSAGES.nameRequired],
      [{ phone: '123' }, 'phone', MESSAGES.phoneDigits],
      [{ password: 'short' }, 'password', MESSAGES.passwordMin],
      [{ confirmPassword: 'mismatch-here' }, 'confirmPassword', MESSAGES.passwordMismatch],
      [{ terms: false }, 'terms', MESSAGES.termsRequired],
    ])('validates sign-up %j', async (change, field, message) => {
      const body = {
        name: 'A',
        phone: nextPhone(),
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
        terms: true,
        ...change,
      };
      const res = await send('POST', '/registration', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  });

  it(`rate-limits each public endpoint per address (${ACCOUNT_RATE_LIMIT.max} tries, then 429)`, async () => {
    const ip = freshIp();
    const body = {
      phone: '9876543210',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    };
    for (let i = 0; i < ACCOUNT_RATE_LIMIT.max; i++) {
      expect((await send('PUT', '/registration/AAAAAAAAAAAAAAAAAAAAAA', body, ip)).statusCode).toBe(
        400,
      );
    }
    const limited = await send('PUT', '/registration/AAAAAAAAAAAAAAAAAAAAAA', body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limit_exceeded');
    // Another address is not affected.
    expect((await send('PUT', '/registration/AAAAAAAAAAAAAAAAAAAAAA', body)).statusCode).toBe(400);
  });
});

describe('accounts with their flags off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ flags: { ...FLAG_DEFAULTS, reset_password: 0 } });
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/ForgotPassword'],
    ['PUT', '/ResetPassword'],
    ['POST', '/registration'],
  ] as const)('%s %s answers 404 before reading the body', async (method, url) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('feature_off');
  });
});
