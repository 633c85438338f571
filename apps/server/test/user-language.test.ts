// Issue 14: the interface language is kept on the user, so it follows them to a new device.
import { ERROR_MESSAGES } from '@nibble/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { makeTestApp } from './helpers.ts';

const t = await makeTestApp();
afterAll(() => t.close());

describe('the language kept on the user', () => {
  const me = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    t.app.inject({
      method,
      url: '/api/v1/me',
      headers: t.auth(token),
      ...(payload ? { payload } : {}),
    });

  it('is none until the user chooses one, then is kept and read back', async () => {
    const user = await t.factory.user({ password: 'pass-word-1' });
    const token = await t.factory.session(user.id);
    expect((await me(token)).json()).toMatchObject({ id: user.id, language: null });

    const saved = await me(token, 'PUT', { language: 'ml' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: user.id, name: user.name, language: 'ml' });
    expect((await me(token)).json().language).toBe('ml');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('ml');

    // Changing the name leaves the language as it is.
    expect((await me(token, 'PUT', { name: 'Asha Menon' })).json().language).toBe('ml');
  });

  it('comes with the sign-in answer, beside the spec’s fields', async () => {
    const user = await t.factory.user({ password: 'pass-word-2' });
    await me(await t.factory.session(user.id), 'PUT', { language: 'hi' });
    const res = await t.request(
      'POST',
      '/api/v1/session',
      {},
      { username: user.phone, password: 'pass-word-2' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '1',
      id: expect.any(String),
      name: user.name,
      phone: user.phone,
      role: user.role,
      mode: user.mode,
      email: user.email,
      language: 'hi',
    });
  });

  it('is null in the sign-in answer when never chosen', async () => {
    const user = await t.factory.user({ password: 'pass-word-3' });
    const token = await t.signIn(user.phone, 'pass-word-3');
    expect(token).toBeTruthy();
    const res = await t.request(
      'POST',
      '/api/v1/session',
      {},
      { username: user.phone, password: 'pass-word-3' },
    );
    expect(res.json().language).toBeNull();
  });

  it.each([['fr'], ['ML'], [''], [3]])('refuses the language %j', async (language) => {
    const user = await t.factory.user();
    const token = await t.factory.session(user.id);
    const res = await me(token, 'PUT', { language });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: ERROR_MESSAGES.language_invalid,
      fields: { language: ERROR_MESSAGES.language_invalid },
    });
    expect((await me(token)).json().language).toBeNull();
  });

  it('is one’s own: the admin list of users does not carry it', async () => {
    const admin = await t.factory.user({ role: 'admin' });
    const list = await t.request('GET', '/api/v1/users', t.auth(await t.factory.session(admin.id)));
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).not.toHaveProperty('language');
  });
});
