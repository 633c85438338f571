import { MESSAGES } from '@nibble/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { jsonResponse, passErrorClear, renderRoutes } from '../../test/render.tsx';
import ActivateScreen from './ActivateScreen.tsx';

const fetchMock = mockFetchEachTest();

const renderActivate = (path = '/activate?code=abc123') =>
  renderRoutes(
    [
      { path: '/activate', element: <ActivateScreen /> },
      { path: '/', element: <p>home page</p> },
    ],
    { path },
  );

const phone = () => screen.getByRole('textbox', { name: 'Phone' });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });
const activate = () => screen.getByRole('button', { name: 'Activate' });

/** Types the phone and the two passwords as `user`, then presses Activate. */
async function activateWith(
  user: ReturnType<typeof userEvent.setup>,
  phoneNumber: string,
  newPassword: string,
  confirmation = newPassword,
) {
  await user.type(phone(), phoneNumber);
  await user.type(password(), newPassword);
  await user.type(confirm(), confirmation);
  await user.click(activate());
}

describe('Activation screen (spec §2, §5, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes Home without a code', async () => {
    const { router } = renderActivate('/activate');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("is titled 'Activate your account' with phone, passwords, Activate and Home", () => {
    renderActivate();
    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    expect(phone()).toBeRequired();
    expect(password()).toBeRequired();
    expect(confirm()).toBeRequired();
    expect(activate()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the phone rules and clears them after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderActivate();
    await user.click(activate());
    expect(await screen.findByText(MESSAGES.activationPhoneRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.passwordRequired)).toHaveLength(2);
    await passErrorClear();
    expect(screen.queryByText(MESSAGES.activationPhoneRequired)).not.toBeInTheDocument();

    await user.type(phone(), '123456789');
    await user.click(activate());
    expect(await screen.findByText(MESSAGES.activationPhoneMin)).toBeInTheDocument();
    await user.clear(phone());
    await user.type(phone(), '1'.repeat(21));
    await user.click(activate());
    expect(await screen.findByText(MESSAGES.activationPhoneMax)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the passwords: length and match', async () => {
    const user = userEvent.setup();
    renderActivate();
    await activateWith(user, '9123456789', 'short', 'other');
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the code, phone and password and shows 'Activation successfull'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: '1' }));
    const user = userEvent.setup();
    renderActivate();
    await activateWith(user, ' 9123456789 ', 'a long password');
    expect(await screen.findByRole('heading', { name: 'Activation successfull' })).toBeVisible();
    expect(screen.getByText(/log in with the mobile app/)).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/registration/abc123',
      method: 'PUT',
      body: {
        phone: '9123456789',
        password: 'a long password',
        confirmPassword: 'a long password',
      },
    });
  });

  it("shows 'Oops...!' on failure, cleared after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'not_found', message: 'Unknown code' } }, 404),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderActivate();
    await activateWith(user, '9123456789', 'a long password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops...!');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await passErrorClear();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(activate()).toBeInTheDocument();
  });

  it('treats a network failure as an error too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderActivate();
    await activateWith(user, '9123456789', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops...!');
  });
});
