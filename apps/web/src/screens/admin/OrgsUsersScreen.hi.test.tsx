// The users across organisations in Hindi: list, outbox and the Edit user dialog read in
// Hindi, roles and statuses included; only the people's own data stays as entered.
import type { User } from '@nibble/core';
import type { QuarantinedLiveUpdate } from '@nibble/core/live/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../api/users.ts';
import { i18n } from '../../i18n/setup.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { outboxMessage, switchedOffUser, userRecord } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { englishLeft } from './englishLeft.ts';
import OrgsUsersScreen from './OrgsUsersScreen.tsx';

const fetchMock = mockFetchEachTest();

const USERS: User[] = [userRecord(), switchedOffUser({ role: 'sys_admin' })];
// The server writes its messages in English; they are the data here, not the screen's words.
const OUTBOX: OutboxMessage[] = [outboxMessage()];
// A live edit the server set aside: its reason is the server's diagnostic, data here too.
const QUARANTINE: QuarantinedLiveUpdate[] = [
  {
    id: 3,
    contentId: 12,
    userId: 2,
    reason: 'the update does not decode',
    bytes: 64,
    createdAt: '2026-11-27T10:00:00.000Z',
  },
];
const DATA_WORDS = [
  ...USERS.flatMap((user) => [user.name, user.email, user.city]),
  ...OUTBOX.flatMap((message) => [message.subject, message.body]),
  ...QUARANTINE.map((entry) => entry.reason),
];

describe('Users across organisations in Hindi', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/v1/users') return jsonResponse(USERS);
      if (url === '/api/v1/admin/outbox') return jsonResponse(OUTBOX);
      if (url === '/api/v1/admin/live-quarantine') return jsonResponse(QUARANTINE);
      throw new Error(`unexpected ${url}`);
    });
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role: 'sys_admin' });
    await i18n.changeLanguage('hi');
  });

  it('lists users, roles, statuses and the outbox in Hindi', async () => {
    renderRoutes([{ path: '/u', element: <OrgsUsersScreen /> }], { path: '/u' });
    const region = screen.getByRole('region', { name: 'सभी उपयोगकर्ता' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('सेल्स मैनेजर');
    expect(rows[0]).toHaveTextContent('दुकान का खाता');
    expect(rows[0]).toHaveTextContent('चालू');
    expect(rows[1]).toHaveTextContent('सिस्टम एडमिन');
    expect(rows[1]).toHaveTextContent('बंद');
    const outbox = screen.getByRole('region', { name: 'भेजने के लिए संदेश' });
    expect(
      await within(outbox).findByText('पाने वाला: 9000000002 · 21/11/2026', { exact: false }),
    ).toBeInTheDocument();
    expect(within(outbox).getByRole('link', { name: 'लिंक खोलें' })).toBeInTheDocument();
    const setAside = screen.getByRole('region', { name: 'अलग रखे गए लाइव बदलाव' });
    expect(await within(setAside).findByText('डिज़ाइन #12')).toBeInTheDocument();
    expect(within(setAside).getByText('उपयोगकर्ता #2 ने भेजा · 0.1 केबी')).toBeInTheDocument();
    expect(englishLeft(document.body, DATA_WORDS)).toEqual([]);
  });

  it('edits a user in a Hindi dialog', async () => {
    renderRoutes([{ path: '/u', element: <OrgsUsersScreen /> }], { path: '/u' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Asha में बदलाव करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'उपयोगकर्ता में बदलाव करें' });
    expect(within(dialog).getByRole('textbox', { name: 'भूमिका' })).toHaveValue('सेल्स मैनेजर');
    expect(within(dialog).getByRole('textbox', { name: 'स्थिति' })).toHaveValue('चालू');
    expect(within(dialog).getByRole('checkbox', { name: 'दुकान का खाता' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'इसे बंद करें' })).toBeInTheDocument();
    expect(englishLeft(dialog, DATA_WORDS)).toEqual([]);
  });
});
