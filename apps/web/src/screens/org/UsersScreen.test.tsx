import { MESSAGES, type Member, TIMERS_MS } from '@nibble/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import UsersScreen from './UsersScreen.tsx';

const NO_SUCH_USER = 'The phone number you entered does not match with any user.';

const fetchMock = mockFetchEachTest();

const member = (overrides: Partial<Member>): Member => ({
  id: 1,
  name: 'Asha',
  phone: '9000000001',
  role: 'org_admin',
  city: 'Kannur',
  status: 1,
  activation: '',
  mode: 0,
  ...overrides,
});

const MEMBERS: Member[] = [
  member({ id: 1 }),
  member({
    id: 2,
    name: 'Binu',
    role: 'org_unknown',
    status: 0,
    activation: 'Activation pending since 21/11/2026',
  }),
  member({ id: 3, name: 'Root', role: 'sys_admin' }),
];

/** Answers GET of the member list; other calls get `answer`. */
function serve(answer?: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/v1/org/5/users' && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(MEMBERS);
    }
    if (answer) return answer();
    throw new Error(`unexpected ${init?.method} ${url}`);
  });
}

const renderUsers = () => {
  const view = renderRoutes([{ path: '/dashboard/users', element: <UsersScreen /> }], {
    path: '/dashboard/users',
  });
  return view;
};

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body ?? '{}')) };
};

describe('Users screen of the selected organisation (spec §2, §8)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({
      ...SIGNED_OUT,
      signedIn: true,
      token: 't',
      role: 'admin',
      org: {
        orgId: 5,
        orgName: 'Shop',
        orgAddress: 'Road',
        orgCity: 'Kannur',
        orgState: 'kerala',
        orgPhone: '9000000000',
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists members in a card titled Users: role label, city, status with text, activation', async () => {
    serve();
    renderUsers();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Users of the organisation' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Asha');
    expect(rows[0]).toHaveTextContent('Administrator · Kannur');
    expect(rows[0]).toHaveTextContent('Online');
    expect(rows[1]).toHaveTextContent('User · Kannur');
    expect(rows[1]).toHaveTextContent('Offline');
    expect(rows[1]).toHaveTextContent('Activation pending since 21/11/2026');
    expect(screen.queryByText('Root')).not.toBeInTheDocument();
  });

  it('offers New User and Update Role only to those who manage the organisation', async () => {
    const asRole = (role: string, orgRole: string | null) => {
      const { org } = useSession.getState();
      useSession.setState({ role, org: org && { ...org, orgRole } });
    };
    serve();
    asRole('user', 'org_employee');
    const employee = renderUsers();
    await screen.findByRole('list', { name: 'Users of the organisation' });
    expect(screen.queryByRole('button', { name: 'New User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Update role of/ })).toBeNull();
    employee.unmount();

    asRole('user', 'org_owner');
    renderUsers();
    await screen.findByRole('list', { name: 'Users of the organisation' });
    expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Update role of/ })).toHaveLength(2);
  });

  it("'Update Role' shows Name read-only, Role, Activate and Business mode, and saves changes", async () => {
    serve(() => jsonResponse({ ...MEMBERS[1], role: 'org_operator', mode: 1, status: 1 }));
    const user = userEvent.setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Update role of Binu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Role' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Binu');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    const activate = within(dialog).getByRole('checkbox', { name: /Activate/ });
    expect(activate).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Business mode' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Operator', hidden: true }));
    await user.click(activate);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(lastCall()).toEqual({
        url: '/api/v1/org/5/user/2',
        method: 'PUT',
        body: { role: 'org_operator', mode: 1, activate: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Operator · Kannur');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Online');
  });

  it('does not re-send an unchanged activation', async () => {
    serve(() => jsonResponse(MEMBERS[0]));
    const user = userEvent.setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Update role of Asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Role' });
    expect(within(dialog).getByRole('checkbox', { name: /Activate/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastCall().body).toEqual({ role: 'org_admin', mode: 0 }));
  });

  it("'New User' checks the phone rules before asking the server", async () => {
    serve();
    const user = userEvent.setup();
    renderUsers();
    await user.click(screen.getByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(MESSAGES.phoneDigits)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the list
  });

  it('shows the red dismissible 404 alert for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() =>
      jsonResponse({ error: { code: 'not_found', message: 'No user with that phone' } }, 404),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderUsers();
    await user.click(screen.getByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(NO_SUCH_USER);
    expect(lastCall()).toEqual({
      url: '/api/v1/org/5',
      method: 'POST',
      body: { phone: '9123456789', role: 'org_employee' },
    });
    await act(async () => {
      vi.advanceTimersByTime(TIMERS_MS.addUserAlert - 500);
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_SUCH_USER);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Dismissible before the time is up, too.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a found user at the top of the list, then shows the name the list holds', async () => {
    // The server answers the membership without the person's name or city (issue 18).
    const added = member({ id: 9, name: '', city: '', phone: '9123456789', role: 'org_employee' });
    let listed = MEMBERS;
    fetchMock.mockImplementation(async (_input, init) => {
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse(listed);
      listed = [{ ...added, name: 'Chitra' }, ...MEMBERS];
      return jsonResponse(added);
    });
    const user = userEvent.setup();
    renderUsers();
    await screen.findByText('Asha');
    await user.click(screen.getByRole('button', { name: 'New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Chitra'));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Employee');
  });
});
