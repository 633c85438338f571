// The document titles of the administration, sample and privacy screens in the interface
// language (layout/title/routeTitles.ts keeps the English of every route). Written out as
// t() calls so the extractor keeps their `titles.*` keys in the public catalogue, which is
// loaded with the language before any title is shown.
import type { TitleTranslator } from '../../layout/title/routeTitles.ts';

export const ADMIN_TITLES: Record<string, (t: TitleTranslator) => string> = {
  '/privacy': (t) => t('titles.privacy', {}),
  '/dashboard/orgs': (t) => t('titles.orgs', {}),
  '/dashboard/orgs/users': (t) => t('titles.allUsers', {}),
  '/dashboard/orgs/analytics': (t) => t('titles.analytics', {}),
  '/dashboard/transactions': (t) => t('titles.transactions', {}),
  '/dashboard/bootstrap-tables': (t) => t('titles.tables', {}),
  '/dashboard/billing': (t) => t('titles.billing', {}),
  '/dashboard/invoice': (t) => t('titles.invoice', {}),
  '/dashboard/upgrade': (t) => t('titles.upgrade', {}),
  '/dashboard/widgets': (t) => t('titles.widgets', {}),
  '/components/widgets': (t) => t('titles.widgetComponents', {}),
  '/dashboard/campaigns': (t) => t('titles.campaigns', {}),
  '/dashboard/forms': (t) => t('titles.forms', {}),
  '/app/coupons/summary': (t) => t('titles.couponsSummary', {}),
  '/app/coupons/design': (t) => t('titles.couponDesign', {}),
  '/app/coupons/configuration': (t) => t('titles.couponConfiguration', {}),
};
