import { beforeEach, describe, expect, it } from 'vitest';
import { connectApiToSession } from '../session/apiSession.ts';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { mockFetchEachTest } from '../test/fetchMock.ts';
import { jsonResponse } from '../test/render.tsx';
import { ApiRequestError, apiFetch, configureApi } from './client.ts';
import { fetchFlags } from './flags.ts';
import { createSession } from './session.ts';

const fetchMock = mockFetchEachTest();

const signInAs = (token: string) =>
  useSession.getState().signIn({
    status: '1',
    id: token,
    name: 'Asha',
    phone: '9999999999',
    role: 'sys_admin',
    mode: 0,
    email: '',
  });

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

describe('apiFetch', () => {
  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
  });

  it('prefixes /api/v1, adds the query, and sends the bearer token with JSON', async () => {
    signInAs('tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const answer = await apiFetch<{ ok: boolean }>('/org/7/content', {
      method: 'POST',
      body: { title: 'Diwali' },
      query: { type: 'promotion_coupon', skip: undefined },
    });
    expect(answer).toEqual({ ok: true });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/org/7/content?type=promotion_coupon');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"title":"Diwali"}');
  });

  it('lets FormData through without a JSON content type', async () => {
    signInAs('tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiFetch('/upload', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await apiFetch('/public/cities');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('parses the agreed error shape into ApiRequestError', async () => {
    signInAs('tok-1');
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'validation',
            message: 'Check the form',
            fields: { name: 'Please input Name' },
          },
        },
        400,
      ),
    );
    const failure = await apiFetch('/admin/orgs', { method: 'POST', body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form',
      fields: { name: 'Please input Name' },
    });
    expect(useSession.getState().signedIn).toBe(true);
  });

  it('gives a clear error for answers that are not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/flags')).rejects.toMatchObject({ status: 502, code: 'server_error' });
  });

  it('turns a network failure into an ApiRequestError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/flags')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('a 401 on an authenticated call clears the session (unauthorized)', async () => {
    signInAs('tok-expired');
    useSession.getState().selectOrg({
      id: 1,
      name: 'A',
      address: 'B',
      city: 'Kannur',
      state: 'kerala',
      phone: '9876543210',
    });
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'unauthorized', message: 'Sign in again' } }, 401),
    );
    await expect(apiFetch('/org/1/users')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({
      signedIn: false,
      token: '',
      org: null,
      signOutReason: 'unauthorized',
    });
  });

  it('a 401 for a token the session has already replaced signs nobody out', async () => {
    signInAs('tok-old');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const call = apiFetch('/org/1/users');
    signInAs('tok-new');
    answer(jsonResponse({ error: { code: 'unauthorized', message: 'Sign in again' } }, 401));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ signedIn: true, token: 'tok-new' });
  });

  it('without a session wired in (configureApi), calls carry no token', async () => {
    signInAs('tok-1');
    configureApi(null);
    try {
      fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
      await apiFetch('/flags');
      expect(lastRequest().headers.get('Authorization')).toBeNull();
    } finally {
      connectApiToSession();
    }
  });

  it('a refused sign-in (401 with a status) is a failure status, not a sign-out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'Wrong phone or password' }, 401));
    const answer = await createSession({ username: '9999999999', password: 'nope' });
    expect(answer).toEqual({ status: 'Wrong phone or password' });
    expect(lastRequest().url).toBe('/api/v1/session');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(useSession.getState().signOutReason).toBeNull();
  });

  it('a rate-limited sign-in throws the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'rate_limited', message: 'Too many attempts' } }, 429),
    );
    await expect(createSession({ username: '1', password: '2' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts',
    });
  });

  it('flags keep the spec defaults for anything the server leaves out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ registration: 1, remember_me: 7 }));
    const flags = await fetchFlags();
    expect(flags.registration).toBe(1);
    expect(flags.remember_me).toBe(0);
    expect(flags.reset_password).toBe(1);
  });
});
