// Issue 14: the language follows the user — saved on the account when chosen signed in,
// applied from the sign-in answer on a new device.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SignInScreen from '../screens/auth/SignInScreen.tsx';
import { SIGNED_OUT, useSession } from '../session/store.ts';
import { mockFetchEachTest } from '../test/fetchMock.ts';
import { signInAnswer } from '../test/records.ts';
import { jsonResponse, renderRoutes } from '../test/render.tsx';
import { LANGUAGE_STORAGE_KEY } from './languages.ts';
import { i18n } from './setup.ts';
import { chooseLanguage, followUserLanguage } from './userLanguage.ts';

const fetchMock = mockFetchEachTest();

const putBodies = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/v1/me' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the language kept on the user', () => {
  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
    fetchMock.mockResolvedValue(jsonResponse({}));
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('saves a choice made while signed in on the account and in the browser', async () => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok' });
    await chooseLanguage('ml');
    expect(i18n.language).toBe('ml');
    expect(document.documentElement.lang).toBe('ml');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
    expect(putBodies()).toEqual([{ language: 'ml' }]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('keeps a signed-out choice in the browser only', async () => {
    await chooseLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the switch when the account cannot be reached', async () => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 'tok' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await chooseLanguage('hi');
    expect(i18n.language).toBe('hi');
  });

  it('applies the account’s language after a sign-in, and leaves the browser’s when none', async () => {
    await followUserLanguage(null);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await followUserLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('signs in on a new device and lands in the account’s language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer({ language: 'ml' })));
    renderRoutes(
      [
        { path: '/sign-in', element: <SignInScreen /> },
        { path: '/dashboard/orgs', element: <p>organisations list</p> },
      ],
      { path: '/sign-in' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Phone/), '9999999999');
    await user.type(screen.getByLabelText(/Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useSession.getState().signedIn).toBe(true));
    expect(i18n.language).toBe('ml');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
  });
});
