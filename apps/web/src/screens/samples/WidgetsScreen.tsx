import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SampleProfileCard } from './SampleCards.tsx';
import { SamplePage, SampleSection } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';
import { formatMoney, formatNumber, formatPercent, useLanguage } from './sampleFormat.ts';

export default function WidgetsScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const progress = [
    { label: t('samples.widgets.couponRedesign'), value: 75 },
    { label: t('samples.widgets.menuPhotos'), value: 40 },
    { label: t('samples.widgets.festivalCampaign'), value: 90 },
  ];
  return (
    <SamplePage title={t('samples.widgets.title')}>
      <SampleStats
        stats={[
          {
            label: t('samples.widgets.customers'),
            // 3,45,000 with Indian grouping: shops count in lakhs, not in 'k'.
            value: formatNumber(345000, language),
            change: 0.182,
          },
          {
            label: t('samples.widgets.revenue'),
            value: formatMoney(43594, language),
            change: 0.284,
          },
          {
            label: t('samples.widgets.bounceRate'),
            value: formatPercent(0.5088, language),
            change: -0.021,
          },
          {
            label: t('samples.widgets.scans'),
            value: formatNumber(12480, language),
            change: 0.097,
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SampleSection title={t('samples.widgets.progressTrack')}>
          <Stack gap="sm">
            {progress.map((item) => (
              <div key={item.label}>
                <Text size="sm" mb={4}>
                  {item.label} · {formatPercent(item.value / 100, language)}
                </Text>
                <Progress
                  value={item.value}
                  aria-label={t('samples.widgets.progressOf', { task: item.label })}
                />
              </div>
            ))}
          </Stack>
        </SampleSection>
        <SampleProfileCard />
      </SimpleGrid>
    </SamplePage>
  );
}
