import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { hashToken } from '../src/http/tokens.ts';
import { SIGN_IN_LIMITS } from '../src/modules/session/sign-in-limits.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

describe('sessions', () => {
  let t: TestApp;
  const signInRaw = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: body as Record<string, unknown>,
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('signs in with phone and password and answers the spec fields', async () => {
    const user = await t.factory.user({
      role: 'admin',
      name: 'Asha',
      email: 'asha@example.com',
      password: 'right-password',
      mode: 1,
    });
    const res = await signInRaw({ username: user.phone, password: 'right-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: '1',
      id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: 'Asha',
      phone: user.phone,
      role: 'admin',
      mode: 1,
      email: 'asha@example.com',
      // Beside the spec's fields (issue 14): the language kept on the account.
      language: null,
    });
    // Only the hash is stored.
    const stored = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(body.id)]);

    const me = await t.request('GET', '/api/v1/session', t.auth(body.id));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, phone: user.phone, role: 'admin' });
  });

  it('gives the same 401 text for a wrong password and an unknown phone', async () => {
    const user = await t.factory.user({ password: 'right-password' });
    const wrong = await signInRaw({ username: user.phone, password: 'wrong-password' }, '10.0.1.1');
    const unknown = await signInRaw({ username: nextPhone(), password: 'whatever' }, '10.0.1.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'Wrong phone number or password',
        error: { code: 'wrong_credentials', message: 'Wrong phone number or password' },
      });
      expect(res.json().id).toBeUndefined();
    }
  });

  it('refuses an account that is not activated yet as it refuses a wrong password', async () => {
    const user = await t.factory.user({ password: null });
    const res = await signInRaw({ username: user.phone, password: 'anything-at-all' }, '10.0.2.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('Wrong phone number or password');
  });

  it('answers empty or missing fields with 400 and a status text', async () => {
    for (const body of [{}, { username: '', password: '' }, { username: '9000000001' }]) {
      const res = await signInRaw(body, '10.0.3.1');
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.error.code).toBe('validation_failed');
      expect(typeof json.status).toBe('string');
      expect(json.status).toBe(json.error.message);
      expect(json.id).toBeUndefined();
    }
    const both = await signInRaw({ username: ' ', password: '' }, '10.0.3.1');
    expect(both.json().error.fields).toEqual({
      username: 'Enter your phone number',
      password: 'Enter your password',
    });
  });

  it('answers a non-object JSON body with 400, not 500', async () => {
    const res = await t.request(
      'POST',
      '/api/v1/session',
      { 'content-type': 'application/json' },
      '"just a string"',
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses a 10 000-character password with 400, never 500', async () => {
    const user = await t.factory.user();
    const res = await signInRaw({ username: user.phone, password: 'x'.repeat(10_000) }, '10.0.4.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('Password must be at most 256 characters');
  });

  it('rate-limits one phone from one address while another phone still signs in', async () => {
    const victim = await t.factory.user({ password: 'victim-password' });
    const other = await t.factory.user({ password: 'other-password' });
    for (let i = 0; i < SIGN_IN_LIMITS.perPhoneAndAddress; i++) {
      const res = await signInRaw({ username: victim.phone, password: `guess-${i}` }, '10.0.5.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signInRaw(
      { username: victim.phone, password: 'victim-password' },
      '10.0.5.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(blocked.json().error.code).toBe('sign_in_rate_limited');

    const fine = await signInRaw({ username: other.phone, password: 'other-password' }, '10.0.5.1');
    expect(fine.statusCode).toBe(200);
  });

  it('rate-limits one address that tries many phones', async () => {
    const ip = '10.0.6.1';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      const res = await signInRaw({ username: nextPhone(), password: 'nope' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const user = await t.factory.user({ password: 'good-password' });
    const blocked = await signInRaw({ username: user.phone, password: 'good-password' }, ip);
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await signInRaw(
      { username: user.phone, password: 'good-password' },
      '10.0.6.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('signs out: the old token then answers 401', async () => {
    const user = await t.factory.user({ password: 'sign-out-password' });
    const token = await t.signIn(user.phone, 'sign-out-password');
    const out = await t.request('DELETE', `/api/v1/session/${token}`, t.auth(token));
    expect(out.statusCode).toBe(204);
    const after = await t.request('GET', '/api/v1/session', t.auth(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it("does not let a user revoke someone else's token", async () => {
    const a = await t.factory.user();
    const b = await t.factory.user();
    const tokenA = await t.factory.session(a.id);
    const tokenB = await t.factory.session(b.id);
    const res = await t.request('DELETE', `/api/v1/session/${tokenB}`, t.auth(tokenA));
    expect(res.statusCode).toBe(404);
    const stillB = await t.request('GET', '/api/v1/session', t.auth(tokenB));
    expect(stillB.statusCode).toBe(200);
  });

  it('answers 401 for a missing, malformed, unknown or expired token', async () => {
    const user = await t.factory.user();
    const expired = await t.factory.session(user.id);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    const headers = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not a token' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
      t.auth(expired),
    ];
    for (const h of headers) {
      const res = await t.request('GET', '/api/v1/session', h);
      expect(res.statusCode).toBe(401);
    }
  });

  it('serves the flags publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(t.config.flags);
    expect(res.json().reset_password).toBe(1);
  });
});
