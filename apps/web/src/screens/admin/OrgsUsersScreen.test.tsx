import type { User } from '@nibble/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../api/users.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { outboxMessage, switchedOffUser, userRecord } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import OrgsUsersScreen from './OrgsUsersScreen.tsx';

const fetchMock = mockFetchEachTest();

const USERS: User[] = [userRecord({ email: 'a@x.in' }), switchedOffUser({ role: 'strange' })];
const OUTBOX: OutboxMessage[] = [
  outboxMessage({
    subject: 'Activate your Nibble Studio account',
    body: 'Hello Binu, activate: http://localhost:3000/activate?code=abc',
  }),
];

function serve(onWrite?: (url: string, init?: RequestInit) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/v1/users') return jsonResponse(USERS);
    if (method === 'GET' && url === '/api/v1/admin/outbox') return jsonResponse(OUTBOX);
    if (method === 'GET' && url === '/api/v1/admin/live-quarantine') {
      return jsonResponse([
        {
          id: 3,
          contentId: 12,
          userId: null,
          reason: 'stored state: a map where a value belongs',
          bytes: 20_480,
          createdAt: '2026-11-27T10:00:00.000Z',
        },
      ]);
    }
    if (onWrite) return onWrite(url, init);
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const renderScreen = (role: string) => {
  useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role });
  return renderRoutes([{ path: '/dashboard/orgs/users', element: <OrgsUsersScreen /> }], {
    path: '/dashboard/orgs/users',
  });
};

describe('Users across organisations', { timeout: 30_000 }, () => {
  it('lists users with reading B role labels (unknown → User) and status in words', async () => {
    serve();
    renderScreen('admin');
    const region = screen.getByRole('region', { name: 'All users' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sales Manager');
    expect(rows[0]).toHaveTextContent('Online');
    expect(rows[0]).toHaveTextContent('Business');
    expect(rows[1]).toHaveTextContent('User');
    expect(rows[1]).toHaveTextContent('Offline');
  });

  it('shows the Outbox with its links to sys_admin only', async () => {
    serve();
    renderScreen('sys_admin');
    const outbox = screen.getByRole('region', { name: 'Outbox' });
    expect(await within(outbox).findByText('To 9000000002', { exact: false })).toBeInTheDocument();
    expect(within(outbox).getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      'http://localhost:3000/activate?code=abc',
    );
  });

  it('shows the live edits set aside, with design, sender, size and reason, to sys_admin', async () => {
    serve();
    renderScreen('sys_admin');
    const setAside = screen.getByRole('region', { name: 'Live edits set aside' });
    expect(await within(setAside).findByText('Design #12')).toBeInTheDocument();
    expect(within(setAside).getByText('Sender not known · 20 KB')).toBeInTheDocument();
    expect(
      within(setAside).getByText('stored state: a map where a value belongs'),
    ).toBeInTheDocument();
  });

  it('hides the Outbox and the live edits set aside from an admin', async () => {
    serve();
    renderScreen('admin');
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('region', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live edits set aside' })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain('/api/v1/admin/outbox');
    expect(asked).not.toContain('/api/v1/admin/live-quarantine');
  });

  it('edits role, status and mode, and replaces the user in the list', async () => {
    serve(() => jsonResponse({ ...USERS[1], role: 'operator', status: 1, mode: 1 }));
    const user = userEvent.setup();
    renderScreen('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit Binu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Operator', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Online', hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(String(url)).toBe('/api/v1/user/2');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'operator', status: 1, mode: 1 });
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Operator');
  });

  it('creates a user at the top of the list, with the phone and name rules', async () => {
    const created: User = {
      id: 3,
      name: 'Chitra',
      phone: '9123456789',
      email: '',
      role: 'user',
      city: 'Kannur',
      mode: 0,
      status: 0,
    };
    serve(() => jsonResponse(created, 201));
    const user = userEvent.setup();
    renderScreen('admin');
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please input Phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input Name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '9123456789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Chitra ');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Kannur');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      phone: '9123456789',
      name: 'Chitra',
      city: 'Kannur',
      role: 'user',
    });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Chitra');
  });
});
