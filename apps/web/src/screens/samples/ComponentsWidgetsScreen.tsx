import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SampleMemberCard, SampleProfileCard } from './SampleCards.tsx';
import { SamplePage } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';
import { formatMoney, formatNumber, useLanguage } from './sampleFormat.ts';

export default function ComponentsWidgetsScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SamplePage title={t('samples.widgets.componentsTitle')}>
      <SampleStats
        stats={[
          {
            label: t('samples.widgets.sales'),
            value: formatMoney(10567, language),
            change: 0.1057,
          },
          {
            label: t('samples.widgets.users'),
            value: formatNumber(2340, language),
            change: 0.043,
          },
          {
            label: t('samples.widgets.traffic'),
            value: formatNumber(1890, language),
            change: -0.012,
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SampleProfileCard />
        <SampleMemberCard />
      </SimpleGrid>
    </SamplePage>
  );
}
