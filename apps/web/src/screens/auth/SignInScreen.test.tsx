import type { Flags } from '@nibble/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PublicOnly } from '../../routing/guards.tsx';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { signInAnswer } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import SignInScreen from './SignInScreen.tsx';

const fetchMock = mockFetchEachTest();

const renderSignIn = (flags: Partial<Flags> = {}, state?: unknown) =>
  renderRoutes(
    [
      {
        element: <PublicOnly />,
        children: [{ path: '/sign-in', element: <SignInScreen /> }],
      },
      { path: '/dashboard/orgs', element: <p>organisations list</p> },
      { path: '/dashboard/users', element: <p>organisation users</p> },
    ],
    { path: '/sign-in', flags, state },
  );

const fillAndSubmit = async (phone: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Phone/), phone);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('Sign-in screen (spec §2)', () => {
  beforeEach(() => {
    useSession.setState(SIGNED_OUT);
  });

  it('is titled Administration Dashboard with required phone and password', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Administration Dashboard' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('hides remember-me, lost-password and create-account while their flags are off', () => {
    renderSignIn({ remember_me: 0, forgot_password: 0, registration: 0 });
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lost password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create account/ })).not.toBeInTheDocument();
  });

  it('shows each link only with its own flag', () => {
    renderSignIn({ remember_me: 1, forgot_password: 0, registration: 1 });
    expect(screen.getByLabelText('Remember me')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lost password/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create account/ })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('shows the lost-password link when forgot_password is on', () => {
    renderSignIn({ forgot_password: 1 });
    expect(screen.getByRole('link', { name: /Lost password/ })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows a refused sign-in as a red alert with the server status, and stays', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'Wrong phone or password' }, 401));
    const { router } = renderSignIn();
    await fillAndSubmit('9999999999', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong phone or password');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(screen.getByText('Wrong phone or password')).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(useSession.getState().signedIn).toBe(false);
  });

  it('sends the phone as username and lands on the organisations list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer({ role: 'sys_admin' })));
    const { router } = renderSignIn();
    await fillAndSubmit('9999999999', 'test-admin-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orgs'));
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/session',
      method: 'POST',
      body: {
        username: '9999999999',
        password: 'test-admin-pass',
      },
    });
  });

  it('returns to the origin location after signing in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signInAnswer()));
    const { router } = renderSignIn({}, { from: { pathname: '/dashboard/users' } });
    await fillAndSubmit('9999999999', 'secret-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users'));
  });

  it('explains a session that the server ended', () => {
    useSession.getState().signOut('unauthorized');
    renderSignIn();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');
  });
});
