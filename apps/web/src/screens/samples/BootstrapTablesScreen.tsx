import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';
import { formatMoney, formatNumber, formatPercent, useLanguage } from './sampleFormat.ts';

const PAGE_VISITS = [
  { page: '/demo/admin/index.html', views: 3225, value: 20, bounce: 0.4255 },
  { page: '/demo/admin/forms.html', views: 2987, value: 12, bounce: 0.4324 },
  { page: '/demo/admin/util.html', views: 2844, value: 20, bounce: 0.3235 },
  { page: '/demo/admin/validation.html', views: 2050, value: 147, bounce: 0.5087 },
];

export default function BootstrapTablesScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // Brand names stay as the brands write them; only 'Direct' is a word to translate.
  const traffic = [
    { source: 'Facebook', visitors: 1480, share: 0.6 },
    { source: 'Instagram', visitors: 5480, share: 0.7 },
    { source: 'Google', visitors: 4807, share: 0.8 },
    { source: t('samples.tables.direct'), visitors: 3678, share: 0.75 },
  ];
  return (
    <SamplePage title={t('samples.tables.title')}>
      <SampleTable
        title={t('samples.tables.pageVisits')}
        head={[
          t('samples.tables.pageName'),
          t('samples.tables.pageViews'),
          t('samples.tables.pageValue'),
          t('samples.tables.bounceRate'),
        ]}
        rows={PAGE_VISITS.map((row) => [
          row.page,
          formatNumber(row.views, language),
          formatMoney(row.value, language),
          formatPercent(row.bounce, language),
        ])}
      />
      <SampleTable
        title={t('samples.tables.socialTraffic')}
        head={[t('samples.tables.source'), t('samples.tables.visitors'), t('samples.tables.share')]}
        minWidth={360}
        rows={traffic.map((row) => [
          row.source,
          formatNumber(row.visitors, language),
          formatPercent(row.share, language),
        ])}
      />
    </SamplePage>
  );
}
