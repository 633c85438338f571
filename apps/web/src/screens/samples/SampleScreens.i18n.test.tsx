// Every sample screen in Malayalam and Hindi: its texts come from the catalogue (no English
// left but brand names, page paths and coupon codes), money and counts with Indian grouping.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { renderRoutes } from '../../test/render.tsx';
import { englishLeft } from '../admin/englishLeft.ts';
import BillingScreen from './BillingScreen.tsx';
import BootstrapTablesScreen from './BootstrapTablesScreen.tsx';
import CampaignsScreen from './CampaignsScreen.tsx';
import ComponentsWidgetsScreen from './ComponentsWidgetsScreen.tsx';
import CouponsConfigurationScreen from './CouponsConfigurationScreen.tsx';
import CouponsDesignScreen from './CouponsDesignScreen.tsx';
import CouponsSummaryScreen from './CouponsSummaryScreen.tsx';
import FormsScreen from './FormsScreen.tsx';
import InvoiceScreen from './InvoiceScreen.tsx';
import TransactionsScreen from './TransactionsScreen.tsx';
import UpgradeScreen from './UpgradeScreen.tsx';
import WidgetsScreen from './WidgetsScreen.tsx';

// Names that stay as their owners write them, and identifiers nobody translates.
const DATA_WORDS = [
  'Facebook Instagram Google',
  '/demo/admin/index.html /demo/admin/forms.html /demo/admin/util.html /demo/admin/validation.html',
  'FESTIVE20 BRINGAFRIEND FAMILY10',
];

const SCREENS: [string, ComponentType][] = [
  ['Billing', BillingScreen],
  ['Tables', BootstrapTablesScreen],
  ['Campaigns', CampaignsScreen],
  ['Widget components', ComponentsWidgetsScreen],
  ['Coupon configuration', CouponsConfigurationScreen],
  ['Coupon design', CouponsDesignScreen],
  ['Coupons summary', CouponsSummaryScreen],
  ['Forms', FormsScreen],
  ['Invoice', InvoiceScreen],
  ['Transactions', TransactionsScreen],
  ['Upgrade', UpgradeScreen],
  ['Widgets', WidgetsScreen],
];

const show = (Screen: ComponentType) => renderRoutes([{ path: '/', element: <Screen /> }]);

describe.each(['ml', 'hi'] as const)('the sample screens in %s', (language) => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each(SCREENS)('%s leaves no English behind', async (english, Screen) => {
    await i18n.changeLanguage(language);
    show(Screen);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(english);
    expect(heading.textContent).toBe(i18n.getFixedT(language, 'admin')(headingKey(english)));
    expect(englishLeft(document.body, DATA_WORDS)).toEqual([]);
  });
});

/** The catalogue key of a sample screen's title, from its English title. */
function headingKey(english: string): string {
  const en = i18n.getFixedT('en', 'admin');
  const keys = [
    'samples.billing.title',
    'samples.tables.title',
    'samples.campaigns.title',
    'samples.widgets.componentsTitle',
    'samples.couponConfig.title',
    'samples.couponDesign.title',
    'samples.couponSummary.title',
    'samples.forms.title',
    'samples.invoice.title',
    'samples.transactions.title',
    'samples.upgrade.title',
    'samples.widgets.title',
  ];
  const key = keys.find((candidate) => en(candidate) === english);
  if (!key) throw new Error(`No sample title reads ${english}`);
  return key;
}

describe('the sample figures', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keep Indian grouping and add up in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    show(InvoiceScreen);
    expect(screen.getByText('ആകെ', { selector: 'p' }).nextElementSibling).toHaveTextContent(
      '₹1,637.84',
    );
    // One licence: its price and its line total.
    expect(screen.getAllByRole('cell', { name: '₹999' })).toHaveLength(2);
  });

  it('count customers in lakhs in Hindi', async () => {
    await i18n.changeLanguage('hi');
    show(WidgetsScreen);
    expect(screen.getByText('3,45,000')).toBeInTheDocument();
    expect(screen.getByText('₹43,594')).toBeInTheDocument();
  });

  it('read as the spec’s English sample screens in English', () => {
    show(CouponsDesignScreen);
    for (const name of ['Discount Coupon', 'Refer a friend', 'Friends & Family']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
