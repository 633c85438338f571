// The organisation screens in Malayalam: real catalogue texts, and no English left in the
// controls this part of the product names (design titles and people's names are the user's).
import { ModalsProvider } from '@mantine/modals';
import type { Design, Member } from '@nibble/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { chosenOrg, designRecord } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import DesignsScreen from './DesignsScreen.tsx';
import UsersScreen from './UsersScreen.tsx';

const fetchMock = mockFetchEachTest();
// Saturday 21 November 2026, noon local time.
const NOW = new Date(2026, 10, 21, 12, 0, 0);
const day = (offset: number) => new Date(2026, 10, 21 + offset, 12).toISOString();

const design = (over: Partial<Design>): Design =>
  designRecord({ title: 'ഓണം ഓഫർ', updated: NOW.toISOString(), ...over });

const member = (over: Partial<Member>): Member => ({
  id: 1,
  name: 'അനിത',
  phone: '9000000001',
  role: 'org_owner',
  city: 'കണ്ണൂർ',
  status: 1,
  activation: '',
  mode: 0,
  ...over,
});

/** Names of the elements that have no Latin letter in them, to spot untranslated ones. */
const withLatin = (elements: HTMLElement[]) =>
  elements
    .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '')
    .filter((name) => /[A-Za-z]/.test(name));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('ml');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Designs list in Malayalam', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({
      ...SIGNED_OUT,
      signedIn: true,
      token: 'tok',
      org: chosenOrg(),
    });
  });

  const renderDesigns = () =>
    renderRoutes(
      [
        {
          element: (
            <ModalsProvider>
              <Outlet />
            </ModalsProvider>
          ),
          children: [{ path: '/dashboard/designs', element: <DesignsScreen /> }],
        },
      ],
      { path: '/dashboard/designs' },
    );

  it('names the screen, the filter, the types and the badges in Malayalam', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        nextCursor: null,
        items: [
          design({ id: 1, published: 1, publish_start: day(-1), publish_end: day(7) }),
          design({ id: 2, title: 'മെനു', type: 'restaurant_menu' }),
        ],
      }),
    );
    renderDesigns();
    expect(screen.getByRole('heading', { name: 'ഡിസൈനുകൾ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'പുതിയ ഡിസൈൻ' })).toBeInTheDocument();
    const filter = screen.getByRole('radiogroup', { name: 'ഡിസൈൻ തരം' });
    expect(within(filter).getByRole('radio', { name: 'എല്ലാം' })).toBeChecked();

    const live = within(await screen.findByRole('article', { name: 'ഡിസൈൻ: ഓണം ഓഫർ' }));
    expect(live.getByText('കൂപ്പൺ')).toBeInTheDocument();
    // The badge's line keeps the spec's DD/MM/YYYY days in every language.
    expect(live.getByLabelText('സജീവം: സജീവം: 20/11/2026 മുതൽ 28/11/2026 വരെ')).toBeInTheDocument();
    expect(live.getByRole('button', { name: 'ഓണം ഓഫർ തുറക്കുക' })).toHaveTextContent('തുറക്കുക');
    const menu = within(screen.getByRole('article', { name: 'ഡിസൈൻ: മെനു' }));
    expect(menu.getByText('റെസ്റ്റോറന്റ്')).toBeInTheDocument();
    expect(menu.getByRole('img', { name: 'മെനു – പ്രിവ്യൂ (പ്രിവ്യൂ ഇല്ല)' })).toBeInTheDocument();

    expect(withLatin(screen.getAllByRole('button'))).toEqual([]);
    expect(withLatin(screen.getAllByRole('radio').map((r) => r.closest('div') ?? r))).toEqual([]);
    expect(withLatin(screen.getAllByRole('heading'))).toEqual([]);
  });

  it('asks in Malayalam in the New design dialog, types named as the dialog offers them', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [], nextCursor: null }));
    renderDesigns();
    expect(await screen.findByText('ഇതുവരെ ഡിസൈനുകളൊന്നുമില്ല')).toBeInTheDocument();
    // The header's button and the empty list's both open the New design dialog, each by a
    // name of its own (two buttons named the same tell a screen reader nothing).
    expect(screen.getAllByRole('button', { name: 'പുതിയ ഡിസൈൻ' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'ഒരു ഡിസൈൻ തുടങ്ങുക' }));
    const dialog = await screen.findByRole('dialog', { name: 'പുതിയ ഡിസൈൻ' });
    expect(within(dialog).getByLabelText('തലക്കെട്ട്')).toHaveAttribute('placeholder', 'ഓണം ഓഫർ');
    expect(within(dialog).getByRole('textbox', { name: 'ഡിസൈൻ തരം' })).toHaveValue('കൂപ്പൺ');
    expect(within(dialog).getByRole('button', { name: 'ഉണ്ടാക്കുക' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'റദ്ദാക്കുക' })).toBeInTheDocument();
    expect(withLatin(within(dialog).getAllByRole('button'))).toEqual([]);
  });
});

describe('the Users screen in Malayalam', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.setState({
      ...SIGNED_OUT,
      signedIn: true,
      token: 't',
      role: 'admin',
      org: chosenOrg({ orgId: 5, orgName: 'Shop', orgState: 'kerala' }),
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse([
        member({ id: 1 }),
        member({
          id: 2,
          name: 'ബിനു',
          role: 'org_employee',
          status: 0,
          activation: 'Activation pending since 21/11/2026',
        }),
      ]),
    );
  });

  const renderUsers = () =>
    renderRoutes([{ path: '/dashboard/users', element: <UsersScreen /> }], {
      path: '/dashboard/users',
    });

  it('lists members with their roles and pending activation in Malayalam', async () => {
    renderUsers();
    expect(screen.getByRole('heading', { name: 'ഉപയോക്താക്കൾ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'സ്ഥാപനത്തിലെ ഉപയോക്താക്കൾ' });
    const [owner, employee] = within(list).getAllByRole('listitem');
    expect(owner).toHaveTextContent('ഉടമ · കണ്ണൂർ');
    expect(employee).toHaveTextContent('ജീവനക്കാർ · കണ്ണൂർ');
    expect(employee).toHaveTextContent('21/11/2026-ന് ചേർത്തു; ഇതുവരെ സജീവമാക്കിയിട്ടില്ല');
    expect(screen.getByRole('button', { name: 'ബിനു – ചുമതല മാറ്റുക' })).toBeInTheDocument();
    expect(withLatin(screen.getAllByRole('button'))).toEqual([]);
  });

  it('opens the New User dialog in Malayalam, roles in Malayalam', async () => {
    renderUsers();
    await userEvent.click(screen.getByRole('button', { name: 'പുതിയ ഉപയോക്താവ്' }));
    const dialog = await screen.findByRole('dialog', { name: 'പുതിയ ഉപയോക്താവ്' });
    expect(within(dialog).getByRole('button', { name: 'ചേർക്കുക' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'അടയ്ക്കുക' })).toBeInTheDocument();
    expect(within(dialog).getByText('ഇവർക്ക് നേരത്തേ അക്കൗണ്ട് ഉണ്ടായിരിക്കണം.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'ചുമതല' })).toHaveValue('ജീവനക്കാർ');
  });

  it('opens the Update Role dialog in Malayalam', async () => {
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'ബിനു – ചുമതല മാറ്റുക' }));
    const dialog = await screen.findByRole('dialog', { name: 'ചുമതല മാറ്റുക' });
    expect(within(dialog).getByRole('checkbox', { name: 'സജീവമാക്കുക' })).not.toBeChecked();
    expect(
      within(dialog).getByText('21/11/2026-ന് ചേർത്തു; ഇതുവരെ സജീവമാക്കിയിട്ടില്ല'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'കച്ചവട അക്കൗണ്ട്' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'സേവ് ചെയ്യുക' })).toBeInTheDocument();
  });
});
