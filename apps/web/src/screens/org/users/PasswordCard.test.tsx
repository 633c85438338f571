import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, useSession } from '../../../session/store.ts';
import { mockFetchEachTest } from '../../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { PasswordCard } from './PasswordCard.tsx';

const fetchMock = mockFetchEachTest();

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillAndSend() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <PasswordCard /> }]);
  await user.type(field(/^Current password/), 'old password 1');
  await user.type(field(/^New password/), 'new password 1');
  await user.type(field(/^Confirm new password/), 'new password 1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the Settings password card', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role: 'user' });
  });

  it("puts the server's field message on the field it names, and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: 'bad_request',
            message: 'Invalid',
            fields: { currentPassword: 'Wrong password' },
          },
        },
        400,
      ),
    );
    await fillAndSend();
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAccessibleDescription('Wrong password');
    expect(field(/^New password/)).toHaveValue('new password 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field above the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'conflict', message: 'Try again in a minute' } }, 409),
    );
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute');
  });

  it('empties the form once the password is changed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await fillAndSend();
    await waitFor(() => expect(field(/^Current password/)).toHaveValue(''));
    expect(field(/^New password/)).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
