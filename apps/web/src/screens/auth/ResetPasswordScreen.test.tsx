import { MESSAGES } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { jsonResponse, passErrorClear, renderRoutes } from '../../test/render.tsx';
import ResetPasswordScreen from './ResetPasswordScreen.tsx';

const fetchMock = mockFetchEachTest();

const renderReset = (path = '/reset-password?code=r-42') =>
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordScreen /> },
      { path: '/', element: <p>home page</p> },
    ],
    { path },
  );

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'asha@example.com');
  await user.type(password(), 'a long password');
  await user.type(confirm(), 'a long password');
}

describe('Reset-password screen (spec §2, §5, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes Home without a code', async () => {
    renderReset('/reset-password');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('has email, password, confirm password and a Home button', () => {
    renderReset();
    expect(email()).toBeRequired();
    expect(password()).toBeRequired();
    expect(confirm()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the required messages and clears them after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderReset();
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.passwordRequired)).toHaveLength(2);
    await passErrorClear();
    expect(screen.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();
  });

  it('shows the email, length and match messages', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(email(), 'not-an-email');
    await user.type(password(), 'short');
    await user.type(confirm(), 'different');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();

    await user.clear(password());
    await user.click(password());
    await user.paste('x'.repeat(61));
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.passwordMax)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends email, code and password, then shows 'Password Changed'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: '1' }));
    const user = userEvent.setup();
    renderReset();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Password Changed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password Changed. Your password has been successfully changed, please login.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/ResetPassword',
      method: 'PUT',
      body: {
        email: 'asha@example.com',
        forgot_pass_code: 'r-42',
        password: 'a long password',
      },
    });
  });

  it("shows 'Oops...! Something went wrong. Please try again later.' on a non-200", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'bad_request', message: 'Bad code' } }, 400),
    );
    const user = userEvent.setup();
    renderReset();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops...!');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Password Changed' })).not.toBeInTheDocument();
  });
});
