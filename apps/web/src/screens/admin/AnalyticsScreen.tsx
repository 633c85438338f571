// Analytics: for platform admins, figures across organisations (real totals, designs by type,
// views and scans per day); for an organisation's owners and administrators, its own figures.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { DESIGN_TYPES, isDesignType } from '@nibble/core';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconPalette,
  IconPlayerPlay,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminAnalyticsQueryKey, getAdminAnalytics } from '../../api/analytics.ts';
import { useIsPlatformAdmin } from '../../session/abilities.ts';
import { ChartCard } from './analytics/ChartCard.tsx';
import { FiguresScreen, StatGrid } from './analytics/FiguresScreen.tsx';
import { ManagedOrgsAnalytics } from './analytics/ManagedOrgsAnalytics.tsx';
import { PerDayChart } from './analytics/PerDayChart.tsx';

const typeLabel = (type: string): string => (isDesignType(type) ? DESIGN_TYPES[type].label : type);

export default function AnalyticsScreen() {
  return useIsPlatformAdmin() ? <PlatformAnalytics /> : <ManagedOrgsAnalytics />;
}

function PlatformAnalytics() {
  const analytics = useQuery({
    queryKey: adminAnalyticsQueryKey,
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });

  return (
    <FiguresScreen title="Analytics" intro="Figures across every organisation." query={analytics}>
      {({ totals, designsByType, perDay }) => (
        <>
          <StatGrid
            cols={{ base: 2, md: 3, lg: 5 }}
            stats={[
              { label: 'Organisations', value: totals.orgs, icon: IconBuildingStore },
              { label: 'Users', value: totals.users, icon: IconUsers, color: 'blue' },
              { label: 'Designs', value: totals.designs, icon: IconPalette, color: 'grape' },
              { label: 'Published', value: totals.published, icon: IconCircleCheck, color: 'teal' },
              { label: 'Active now', value: totals.active, icon: IconPlayerPlay, color: 'green' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <DesignsByTypeChart byType={designsByType} />
            <PerDayChart perDay={perDay} />
          </SimpleGrid>
        </>
      )}
    </FiguresScreen>
  );
}

function DesignsByTypeChart({ byType }: { byType: Partial<Record<string, number>> }) {
  const data = Object.entries(byType).map(([type, count]) => ({
    type: typeLabel(type),
    Designs: count ?? 0,
  }));
  return (
    <ChartCard
      title="Designs by type"
      columns={['Designs']}
      rows={data.map((row) => ({ label: row.type, values: [row.Designs] }))}
    >
      {data.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          No designs yet.
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
          yAxisProps={{ width: 110 }}
          xAxisProps={{ allowDecimals: false }}
          series={[{ name: 'Designs', color: 'nibble.6' }]}
          gridAxis="y"
          maxBarWidth={28}
        />
      )}
    </ChartCard>
  );
}
