// Issue 18, guessing and probing: wrong passwords lock a phone per address (not everywhere),
// the current password of PUT /me/password has a limit of its own, and sign-in answers an
// unknown phone, an account not activated yet and a wrong password alike, in alike time.
// Adding a member by phone answers no stranger's profile, and its lookups are limited.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_LIMIT } from '../src/modules/accounts/current-password-limit.ts';
import { ADD_MEMBER_LIMIT } from '../src/modules/members/add-limit.ts';
import { SIGN_IN_LIMITS } from '../src/modules/session/sign-in-limits.ts';
import { makeTestApp, nextPhone, type TestApp } from './helpers.ts';

// Every hash the server checks a password against, in order (the library itself still checks).
const argon2 = vi.hoisted(() => ({ checked: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, ...rest: unknown[]) => {
      argon2.checked.push(hashed);
      return (real.verify as (...args: unknown[]) => Promise<boolean>)(hashed, ...rest);
    },
  };
});
/** The cost parameters written in an argon2 hash ("m=…,t=…,p=…"). */
const parametersOf = (hashed: string) => hashed.split('$')[3] ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { username, password },
    remoteAddress,
  });

describe('sign-in locks per phone and address', () => {
  it('lets the owner in from another address while the guesser stays locked', async () => {
    const owner = await t.factory.user({ password: 'owner-password-1' });
    for (let i = 0; i < SIGN_IN_LIMITS.perPhoneAndAddress; i++) {
      expect((await signIn(owner.phone, `guess-${i}`, '203.0.113.9')).statusCode).toBe(401);
    }
    expect((await signIn(owner.phone, 'owner-password-1', '203.0.113.9')).statusCode).toBe(429);
    const home = await signIn(owner.phone, 'owner-password-1', '198.51.100.20');
    expect(home.statusCode).toBe(200);
    // The owner's success does not hand the guesser a fresh set of attempts.
    const again = await signIn(owner.phone, 'another-guess', '203.0.113.9');
    expect(again.statusCode).toBe(429);
    expect(again.json().status).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('still caps one phone over all addresses together', async () => {
    const owner = await t.factory.user({ password: 'owner-password-2' });
    const perAddress = SIGN_IN_LIMITS.perPhoneAndAddress;
    const addresses = SIGN_IN_LIMITS.perPhone / perAddress;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        const res = await signIn(owner.phone, `guess-${a}-${i}`, `192.0.2.${a + 1}`);
        expect(res.statusCode).toBe(401);
      }
    }
    const fresh = await signIn(owner.phone, 'yet-another-guess', '192.0.2.200');
    expect(fresh.statusCode).toBe(429);
  });
});

describe('sign-in answers alike', () => {
  it('answers an unknown phone, an account not activated and a wrong password the same', async () => {
    const active = await t.factory.user({ password: 'right-password-9' });
    const pending = await t.factory.user({ password: null });
    const answers = await Promise.all([
      signIn(nextPhone(), 'some-password', '203.0.113.50'),
      signIn(pending.phone, 'some-password', '203.0.113.51'),
      signIn(active.phone, 'some-password', '203.0.113.52'),
    ]);
    const bodies = answers.map((res) => ({ status: res.statusCode, body: res.json() }));
    expect(bodies).toEqual(
      Array(3).fill({
        status: 401,
        body: {
          status: 'Wrong phone number or password',
          error: { code: 'wrong_credentials', message: 'Wrong phone number or password' },
        },
      }),
    );
  });

  it('spends a password check of the same cost on an unknown phone and an account not activated', async () => {
    // Counted at the library rather than timed: the cost of an argon2 check is set by the
    // parameters written in the hash it checks against, so one check against a hash of the
    // same parameters takes the same time, whatever else the machine is doing.
    const slow = await makeTestApp({ argon2: { memoryCost: 19_456, timeCost: 2 } });
    try {
      const pending = await slow.factory.user({ password: null });
      const known = await slow.factory.user({ password: 'known-password-1' });
      const checksOf = async (phone: string, i: number) => {
        const from = argon2.checked.length;
        await slow.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { username: phone, password: 'some-password' },
          remoteAddress: `203.0.113.${100 + i}`,
        });
        return argon2.checked.slice(from).map(parametersOf);
      };
      const wrongPassword = await checksOf(known.phone, 1);
      expect(wrongPassword).toEqual(['m=19456,t=2,p=1']);
      expect(await checksOf(nextPhone(), 2)).toEqual(wrongPassword);
      expect(await checksOf(pending.phone, 3)).toEqual(wrongPassword);
    } finally {
      await slow.close();
    }
  });
});

describe('PUT /me/password limits guesses of the current password', () => {
  const change = (headers: Record<string, string>, currentPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      headers,
      payload: { currentPassword, password: 'next-password-1', confirmPassword: 'next-password-1' },
    });

  it('checks at most the limit of guesses, even in parallel, then refuses the right one too', async () => {
    const user = await t.factory.user({ password: 'current-password-1' });
    const headers = t.auth(await t.factory.session(user.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(headers, `guess-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CURRENT_PASSWORD_LIMIT.attempts);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    const locked = await change(headers, 'current-password-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'password_check_rate_limited',
      message: 'Too many wrong passwords. Try again in 15 minutes.',
    });
    // Nothing changed: the old password still signs in.
    await expect(t.signIn(user.phone, 'current-password-1')).resolves.toBeTruthy();
  });

  it('forgets earlier wrong guesses once the right password is given', async () => {
    const user = await t.factory.user({ password: 'current-password-2' });
    const headers = t.auth(await t.factory.session(user.id));
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.attempts - 1; i++) {
      expect((await change(headers, `typo-${i}`)).statusCode).toBe(400);
    }
    expect((await change(headers, 'current-password-2')).statusCode).toBe(200);
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.attempts; i++) {
      expect((await change(headers, `typo-again-${i}`)).statusCode).toBe(400);
    }
  });
});

describe('adding a member by phone', () => {
  it("answers the membership without the person's name or city", async () => {
    const org = await t.factory.org();
    const owner = await t.factory.user();
    await t.factory.member(org.id, owner.id, 'org_owner');
    const person = await t.factory.user({ name: 'Sreeja Nair', city: 'Kanhangad' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/org/${org.id}`,
      headers: t.auth(await t.factory.session(owner.id)),
      payload: { phone: person.phone, role: 'org_employee' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: person.id,
      name: '',
      phone: person.phone,
      role: 'org_employee',
      city: '',
      status: 1,
      activation: '',
      mode: 0,
    });
  });

  it('limits the lookups of one organisation, known phones or not', async () => {
    const org = await t.factory.org();
    const headers = t.auth(await t.factory.memberSession(org.id, 'org_owner'));
    const add = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/org/${org.id}`,
        headers,
        payload: { phone, role: 'org_employee' },
      });
    for (let i = 0; i < ADD_MEMBER_LIMIT.lookups; i++) {
      expect((await add(nextPhone())).statusCode).toBe(404);
    }
    const real = await t.factory.user();
    const refused = await add(real.phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many users added. Try again in 60 minutes.');
    expect(refused.body).not.toContain(real.name);
  });
});
