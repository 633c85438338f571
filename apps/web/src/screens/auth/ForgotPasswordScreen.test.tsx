import { MESSAGES } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import ForgotPasswordScreen from './ForgotPasswordScreen.tsx';

const fetchMock = mockFetchEachTest();
const renderForgot = () =>
  renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordScreen /> }], {
    path: '/forgot-password',
  });

describe('Forgot-password screen (spec §2)', { timeout: 30_000 }, () => {
  it('has a phone field, Recover password, the code text and a way back to sign-in', () => {
    renderForgot();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Recover password' })).toBeInTheDocument();
    expect(screen.getByText(/send you a code to reset your password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to sign in/ })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('checks the phone, then sends it and answers neutrally', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: '1' }));
    const user = userEvent.setup();
    renderForgot();
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByText(/If an account uses this phone number/)).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/ForgotPassword',
      method: 'POST',
      body: { phone: '9123456789' },
    });
  });
});
