// Spec §2 Dashboard (flag org_dashboard): the chosen organisation's real figures — designs by
// publication state, active publications, and views and scans per day.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getOrgAnalytics, orgAnalyticsQueryKey } from '../../api/analytics.ts';
import { useSession } from '../../session/store.ts';
import { PerDayChart } from '../admin/analytics/PerDayChart.tsx';
import { StatCard } from '../admin/analytics/StatCard.tsx';
import { ErrorState, LoadingState } from '../admin/QueryState.tsx';

export default function DashboardScreen() {
  const org = useSession((s) => s.org);
  const orgId = org?.orgId ?? 0;
  const analytics = useQuery({
    queryKey: orgAnalyticsQueryKey(orgId),
    queryFn: ({ signal }) => getOrgAnalytics(orgId, signal),
    enabled: org !== null,
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Dashboard
        </Title>
        <Text size="sm" c="dimmed">
          How {org?.orgName ?? 'this organisation'}'s designs are doing.
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
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
            <StatCard
              label="Not published"
              value={analytics.data.designsByState.NEW}
              icon={IconPencil}
              color="gray"
            />
            <StatCard
              label="Published"
              value={analytics.data.designsByState.PUBLISHED}
              icon={IconCircleCheck}
              color="teal"
            />
            <StatCard
              label="Disabled"
              value={analytics.data.designsByState.DISABLED}
              icon={IconPlayerPause}
              color="yellow"
            />
            <StatCard
              label="Active now"
              value={analytics.data.active}
              icon={IconPlayerPlay}
              color="green"
            />
          </SimpleGrid>
          <PerDayChart perDay={analytics.data.perDay} />
        </>
      )}
    </Stack>
  );
}
