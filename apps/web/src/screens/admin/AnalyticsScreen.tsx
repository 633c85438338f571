// Analytics: for platform admins, figures across organisations (real totals, designs by type,
// views and scans per day); for an organisation's owners and administrators, its own figures.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconPalette,
  IconPlayerPlay,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminAnalyticsQueryKey, getAdminAnalytics } from '../../api/analytics.ts';
import { formatNumber } from '../../i18n/numbers.ts';
import { useIsPlatformAdmin } from '../../session/abilities.ts';
import { ChartCard } from './analytics/ChartCard.tsx';
import { FiguresScreen, StatGrid } from './analytics/FiguresScreen.tsx';
import { ManagedOrgsAnalytics } from './analytics/ManagedOrgsAnalytics.tsx';
import { PerDayChart } from './analytics/PerDayChart.tsx';
import { designTypeName } from './labels.ts';
import { useLanguage } from './useLanguage.ts';

export default function AnalyticsScreen() {
  return useIsPlatformAdmin() ? <PlatformAnalytics /> : <ManagedOrgsAnalytics />;
}

function PlatformAnalytics() {
  const analytics = useQuery({
    queryKey: adminAnalyticsQueryKey,
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });
  const { t } = useTranslation('admin');

  return (
    <FiguresScreen title={t('analytics.title')} intro={t('analytics.intro')} query={analytics}>
      {({ totals, designsByType, perDay, timeZone }) => (
        <>
          <StatGrid
            // Five in a row only on wide screens: Malayalam's long names need a third of the row.
            cols={{ base: 1, xs: 2, md: 3, xl: 5 }}
            stats={[
              { label: t('analytics.orgs'), value: totals.orgs, icon: IconBuildingStore },
              { label: t('analytics.users'), value: totals.users, icon: IconUsers, color: 'blue' },
              {
                label: t('analytics.designs'),
                value: totals.designs,
                icon: IconPalette,
                color: 'grape',
              },
              {
                label: t('analytics.published'),
                value: totals.published,
                icon: IconCircleCheck,
                color: 'teal',
              },
              {
                label: t('analytics.activeNow'),
                value: totals.active,
                icon: IconPlayerPlay,
                color: 'green',
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <DesignsByTypeChart byType={designsByType} />
            <PerDayChart perDay={perDay} timeZone={timeZone} />
          </SimpleGrid>
        </>
      )}
    </FiguresScreen>
  );
}

function DesignsByTypeChart({ byType }: { byType: Partial<Record<string, number>> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // The chart's keys stay fixed; what it shows (names, figures) follows the language.
  const data = Object.entries(byType).map(([type, count]) => ({
    type: designTypeName(type, t),
    designs: count ?? 0,
  }));
  return (
    <ChartCard
      title={t('analytics.byType')}
      rowHeader={t('analytics.designType')}
      columns={[t('analytics.designs')]}
      rows={data.map((row) => ({ label: row.type, values: [row.designs] }))}
    >
      {data.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          {t('analytics.noDesigns')}
        </Text>
      ) : (
        // Horizontal bars keep every type's name readable on a phone.
        <BarChart
          h={Math.max(160, data.length * 48)}
          data={data}
          dataKey="type"
          orientation="vertical"
          // The figures are in the card's table; the drawing itself takes no keyboard focus.
          barChartProps={{ accessibilityLayer: false }}
          // Malayalam type names are longer than English ones.
          yAxisProps={{ width: language === 'en' ? 110 : 140 }}
          xAxisProps={{ allowDecimals: false }}
          valueFormatter={(value) => formatNumber(value, language)}
          series={[{ name: 'designs', label: t('analytics.designs'), color: 'nibble.6' }]}
          gridAxis="y"
          maxBarWidth={28}
        />
      )}
    </ChartCard>
  );
}
