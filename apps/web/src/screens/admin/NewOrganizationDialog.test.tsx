import { MESSAGES, type Org } from '@nibble/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orgsQueryKey } from '../../api/orgs.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest, sentRequest } from '../../test/fetchMock.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { NewOrganizationDialog } from './NewOrganizationDialog.tsx';

const fetchMock = mockFetchEachTest();

const EXISTING: Org = {
  id: 1,
  name: 'Old Shop',
  address: 'Fort Road',
  city: 'Kannur',
  state: 'kerala',
  phone: '9000000000',
  status: 1,
  category: 'grocery',
  postcode: '',
};

function renderDialog() {
  const onClose = vi.fn();
  const view = renderRoutes([
    { path: '/', element: <NewOrganizationDialog opened onClose={onClose} /> },
  ]);
  view.client.setQueryData(orgsQueryKey, [EXISTING]);
  return { ...view, onClose, user: userEvent.setup() };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(field(label));
  await user.paste(text);
};
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create' }));

describe('New Organization dialog (spec §2, §5)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role: 'sys_admin' });
  });

  it('has the fields Name*, Phone*, Category, Address*, City*, State*, Postal Code', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'New Organization' });
    for (const label of ['Name', 'Phone', 'Address', 'City']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(within(dialog).getByRole('textbox', { name: 'State' })).toHaveValue('Kerala');
    expect(within(dialog).getByRole('textbox', { name: 'Category' })).toHaveValue('Grocery');
    expect(within(dialog).getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
  });

  it('shows every required message on an empty form and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Clear state' }));
    await submit(user);
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    const others = [
      MESSAGES.phoneRequired,
      MESSAGES.addressRequired,
      MESSAGES.cityRequired,
      MESSAGES.stateRequired,
    ];
    for (const message of others) expect(screen.getByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the length and phone messages', async () => {
    const { user } = renderDialog();
    await fill(user, 'Name', 'n'.repeat(51));
    await fill(user, 'Phone', '98765 4321');
    await fill(user, 'Address', 'a'.repeat(121));
    await fill(user, 'City', 'c'.repeat(51));
    await submit(user);
    expect(await screen.findByText(MESSAGES.nameMax)).toBeInTheDocument();
    for (const message of [MESSAGES.phoneDigits, MESSAGES.addressMax, MESSAGES.cityMax]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field gets focus, and only that one", async () => {
    const { user } = renderDialog();
    await submit(user);
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    await user.click(field('Name'));
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('collapses and trims whitespace, sends the clean values and prepends the new one', async () => {
    const created: Org = { ...EXISTING, id: 2, name: 'Big Shop', phone: '9876543210' };
    fetchMock.mockResolvedValue(jsonResponse(created, 201));
    const { user, client, onClose } = renderDialog();
    await fill(user, 'Name', '  Big    Shop ');
    await fill(user, 'Phone', ' 9876543210 ');
    await fill(user, 'Address', ' 12,   Market   Road ');
    await fill(user, 'City', 'Kannur  ');
    await user.click(field('Postal Code'));
    expect(field('Name')).toHaveValue('Big Shop');
    expect(field('Address')).toHaveValue('12, Market Road');
    await submit(user);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/admin/org',
      method: 'POST',
      body: {
        name: 'Big Shop',
        phone: '9876543210',
        category: 'grocery',
        address: '12, Market Road',
        city: 'Kannur',
        state: 'kerala',
        postcode: '',
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryData<Org[]>(orgsQueryKey)?.map((org) => org.id)).toEqual([2, 1]);
  });

  it("shows the server's field messages on the same fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: 'bad_request', message: 'Invalid', fields: { phone: 'Already taken' } } },
        400,
      ),
    );
    const { user, onClose } = renderDialog();
    await fill(user, 'Name', 'Shop');
    await fill(user, 'Phone', '9876543210');
    await fill(user, 'Address', 'Road');
    await fill(user, 'City', 'Kannur');
    await submit(user);
    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
