// The admin screens in Malayalam (and the labels' English against the core's): the texts a
// shop owner reads are the catalogue's Malayalam, figures keep Indian grouping, and no English
// is left in the controls beyond the data's own names.
import {
  DESIGN_TYPE_IDS,
  DESIGN_TYPES,
  MESSAGES,
  STATES,
  stateLabel,
  USER_ROLE_IDS,
  userRoleLabel,
} from '@nibble/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../api/analytics.ts';
import { i18n } from '../../i18n/setup.ts';
import { AdminContext } from '../../routing/guards.tsx';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { mockFetchEachTest } from '../../test/fetchMock.ts';
import { ORGS } from '../../test/records.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import AnalyticsScreen from './AnalyticsScreen.tsx';
import { englishLeft } from './englishLeft.ts';
import { designTypeName, platformRoleName, stateName } from './labels.ts';
import { NewOrganizationDialog } from './NewOrganizationDialog.tsx';
import OrgsScreen from './OrgsScreen.tsx';

const fetchMock = mockFetchEachTest();

const ORG_WORDS = ORGS.flatMap((org) => [org.name, org.address, org.city]);

const FIGURES: AdminAnalytics = {
  totals: { orgs: 3, users: 123456, designs: 9, published: 4, active: 2 },
  designsByType: { promotion_coupon: 6, restaurant_menu: 3 },
  perDay: [
    { day: '2026-11-20', views: 15, scans: 4 },
    { day: '2026-11-21', views: 2200, scans: 7 },
  ],
};

describe('the admin screens in Malayalam', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    useSession.setState({ ...SIGNED_OUT, signedIn: true, token: 't', role: 'sys_admin' });
    await i18n.changeLanguage('ml');
  });

  it('lists the organisations with Malayalam headings, states and status words', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORGS));
    renderRoutes(
      [
        {
          element: <AdminContext orgsList />,
          children: [{ path: '/dashboard/orgs', element: <OrgsScreen /> }],
        },
      ],
      { path: '/dashboard/orgs' },
    );
    const list = await screen.findByRole('list', { name: 'സ്ഥാപനങ്ങൾ' });
    expect(screen.getByRole('heading', { level: 1, name: 'സ്ഥാപനങ്ങൾ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'പുതിയ സ്ഥാപനം' })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName('Malabar Mart തിരഞ്ഞെടുക്കുക');
    expect(first).toHaveTextContent('14 Fort Road, കണ്ണൂർ, തമിഴ്നാട്');
    expect(first).toHaveTextContent('പ്രവർത്തിക്കുന്നു');
    expect(second).toHaveTextContent('Beach Road, കോഴിക്കോട്, കേരളം');
    expect(second).toHaveTextContent('നിർത്തിവച്ചു');
    expect(englishLeft(document.body, ORG_WORDS)).toEqual([]);
  });

  it('shows the New Organization dialog and its rule messages in Malayalam', async () => {
    renderRoutes([{ path: '/', element: <NewOrganizationDialog opened onClose={() => {}} /> }]);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'പുതിയ സ്ഥാപനം' });
    for (const label of ['പേര്', 'ഫോൺ', 'വിലാസം', 'നഗരം']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(within(dialog).getByRole('textbox', { name: 'സംസ്ഥാനം' })).toHaveValue('കേരളം');
    expect(within(dialog).getByRole('textbox', { name: 'വിഭാഗം' })).toHaveValue('പലചരക്ക്');
    expect(englishLeft(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('textbox', { name: 'ഫോൺ' }));
    await user.paste('12345');
    await user.click(within(dialog).getByRole('button', { name: 'ഉണ്ടാക്കുക' }));
    expect(await within(dialog).findByText('പേര് നൽകുക')).toBeInTheDocument();
    expect(within(dialog).getByText('ഫോൺ നമ്പർ 10 അക്കം ആയിരിക്കണം')).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(englishLeft(dialog)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the analytics figures in Malayalam with Indian grouping', async () => {
    fetchMock.mockResolvedValue(jsonResponse(FIGURES));
    renderRoutes([{ path: '/a', element: <AnalyticsScreen /> }], { path: '/a' });
    const users = (await screen.findByText('ഉപയോക്താക്കൾ')).parentElement;
    expect(users).toHaveTextContent('1,23,456');
    expect(screen.getByRole('heading', { level: 1, name: 'കാഴ്ചയും സ്കാനും' })).toBeInTheDocument();
    expect(screen.getByText('ഇപ്പോൾ സജീവം').parentElement).toHaveTextContent('2');

    const byType = screen.getByRole('table', { name: 'തരം തിരിച്ച് ഡിസൈനുകൾ' });
    expect(within(byType).getByRole('columnheader', { name: 'തരം' })).toBeInTheDocument();
    expect(within(byType).getByRole('row', { name: 'കൂപ്പൺ 6' })).toBeInTheDocument();
    expect(within(byType).getByRole('row', { name: 'റെസ്റ്റോറന്റ് 3' })).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'ദിവസേനയുള്ള കാഴ്ചകളും സ്കാനുകളും' });
    expect(within(perDay).getByRole('row', { name: 'ദിവസം കാഴ്ചകൾ സ്കാനുകൾ' })).toBeInTheDocument();
    expect(within(perDay).getByRole('row', { name: '21/11/2026 2,200 7' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe("the admin labels' English", () => {
  const t = i18n.getFixedT('en', 'admin');

  it('is the core’s label of every state, role and design type', () => {
    for (const state of STATES) expect(stateName(state, t)).toBe(stateLabel(state));
    for (const role of USER_ROLE_IDS) expect(platformRoleName(role, t)).toBe(userRoleLabel(role));
    for (const type of DESIGN_TYPE_IDS) {
      expect(designTypeName(type, t)).toBe(DESIGN_TYPES[type].label);
    }
  });

  it('names values outside the lists as the core does', () => {
    expect(stateName('lakshadweep', t)).toBe('Lakshadweep');
    expect(platformRoleName('someone', t)).toBe('User');
    expect(platformRoleName('sys_admin', t)).toBe('System Administrator');
    expect(designTypeName('poster', t)).toBe('poster');
  });
});
