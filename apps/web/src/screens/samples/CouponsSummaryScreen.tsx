import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';
import { SampleTable } from './SampleTable.tsx';
import { formatNumber, useLanguage } from './sampleFormat.ts';

export default function CouponsSummaryScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // A state keeps its whole word in the table (a phone's squeezed column cut it).
  const active = (
    <Badge key="s" color="teal" variant="light" miw="max-content" c="dark.7">
      {t('samples.couponSummary.active')}
    </Badge>
  );
  return (
    <SamplePage title={t('samples.couponSummary.title')}>
      <SampleStats
        stats={[
          {
            label: t('samples.couponSummary.issued'),
            value: formatNumber(1240, language),
            change: 0.12,
          },
          {
            label: t('samples.couponSummary.redeemed'),
            value: formatNumber(512, language),
            change: 0.07,
          },
          {
            label: t('samples.couponSummary.expired'),
            value: formatNumber(88, language),
            change: -0.03,
          },
        ]}
      />
      <SampleTable
        title={t('samples.couponSummary.recent')}
        head={[
          t('samples.couponSummary.coupon'),
          t('samples.couponSummary.template'),
          t('samples.couponSummary.validTill'),
          t('samples.couponSummary.redeemed'),
          t('samples.couponSummary.state'),
        ]}
        rows={[
          [
            <span key="c" translate="no">
              FESTIVE20
            </span>,
            t('samples.templates.discount'),
            '31/12/2026',
            formatNumber(214, language),
            active,
          ],
          [
            <span key="c" translate="no">
              BRINGAFRIEND
            </span>,
            t('samples.templates.refer'),
            '30/11/2026',
            formatNumber(97, language),
            active,
          ],
          [
            <span key="c" translate="no">
              FAMILY10
            </span>,
            t('samples.templates.family'),
            '31/10/2026',
            formatNumber(201, language),
            <Badge key="s" color="gray" variant="light" miw="max-content" c="dark.7">
              {t('samples.couponSummary.expired')}
            </Badge>,
          ],
        ]}
      />
    </SamplePage>
  );
}
