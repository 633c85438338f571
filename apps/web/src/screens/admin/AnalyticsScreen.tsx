// Analytics across organisations: real totals, designs by type and views and scans per day.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import { ChartCard } from './analytics/ChartCard.tsx';
import { PerDayChart } from './analytics/PerDayChart.tsx';
import { StatCard } from './analytics/StatCard.tsx';
import { ErrorState, LoadingState } from './QueryState.tsx';

const typeLabel = (type: string): string => (isDesignType(type) ? DESIGN_TYPES[type].label : type);

export default function AnalyticsScreen() {
  const analytics = useQuery({
    queryKey: adminAnalyticsQueryKey,
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Analytics
        </Title>
        <Text size="sm" c="dimmed">
          Figures across every organisation.
        </Text>
      </div>
      {analytics.isPending ? (
        <LoadingState label="Loading figures…" />
      ) : analytics.isError ? (
        <ErrorState
          title="The figures could not be loaded"
          error={analytics.error}
          onRetry={() => analytics.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="md">
            <StatCard
              label="Organisations"
              value={analytics.data.totals.orgs}
              icon={IconBuildingStore}
            />
            <StatCard
              label="Users"
              value={analytics.data.totals.users}
              icon={IconUsers}
              color="blue"
            />
            <StatCard
              label="Designs"
              value={analytics.data.totals.designs}
              icon={IconPalette}
              color="grape"
            />
            <StatCard
              label="Published"
              value={analytics.data.totals.published}
              icon={IconCircleCheck}
              color="teal"
            />
            <StatCard
              label="Active now"
              value={analytics.data.totals.active}
              icon={IconPlayerPlay}
              color="green"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <DesignsByTypeChart byType={analytics.data.designsByType} />
            <PerDayChart perDay={analytics.data.perDay} />
          </SimpleGrid>
        </>
      )}
    </Stack>
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
