import { MESSAGES } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import SignUpScreen from './SignUpScreen.tsx';

const fetchMock = mockFetchEachTest();
const renderSignUp = () =>
  renderRoutes([{ path: '/sign-up', element: <SignUpScreen /> }], { path: '/sign-up' });

/** A valid sign-up: `name`, a phone, a long password twice and the terms agreed. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9123456789');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a long password');
  await user.type(
    screen.getByLabelText(/^Confirm password/, { selector: 'input' }),
    'a long password',
  );
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('Sign-up screen (spec §2)', { timeout: 30_000 }, () => {
  it("is titled 'Create an account' with the fields, terms, Sign up and a sign-in link", () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeRequired();
    expect(screen.getByLabelText(/^Confirm password/, { selector: 'input' })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('asks for every field and the terms before sending', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.termsRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers and says so', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: '1' }, 201));
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user, 'Asha  K');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/registration',
      method: 'POST',
      body: {
        name: 'Asha K',
        phone: '9123456789',
        password: 'a long password',
        confirmPassword: 'a long password',
        terms: true,
      },
    });
  });

  it("shows the server's refusal, e.g. a phone already registered", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: 'conflict', message: 'This phone is already registered' } },
        409,
      ),
    );
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone is already registered');
  });
});
