// Spec §2 Dashboard (flag org_dashboard): the chosen organisation's real figures — designs by
// publication state, active publications, and views and scans per day.
import { IconCircleCheck, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getOrgAnalytics, orgAnalyticsQueryKey } from '../../api/analytics.ts';
import { useSession } from '../../session/store.ts';
import { FiguresScreen, StatGrid } from '../admin/analytics/FiguresScreen.tsx';
import { PerDayChart } from '../admin/analytics/PerDayChart.tsx';

export default function DashboardScreen() {
  const org = useSession((s) => s.org);
  const orgId = org?.orgId ?? 0;
  const analytics = useQuery({
    queryKey: orgAnalyticsQueryKey(orgId),
    queryFn: ({ signal }) => getOrgAnalytics(orgId, signal),
    enabled: org !== null,
  });

  return (
    <FiguresScreen
      title="Dashboard"
      intro={`How ${org?.orgName ?? 'this organisation'}'s designs are doing.`}
      query={analytics}
    >
      {({ designsByState, active, perDay }) => (
        <>
          <StatGrid
            cols={{ base: 2, lg: 4 }}
            stats={[
              {
                label: 'Not published',
                value: designsByState.NEW,
                icon: IconPencil,
                color: 'gray',
              },
              {
                label: 'Published',
                value: designsByState.PUBLISHED,
                icon: IconCircleCheck,
                color: 'teal',
              },
              {
                label: 'Disabled',
                value: designsByState.DISABLED,
                icon: IconPlayerPause,
                color: 'yellow',
              },
              { label: 'Active now', value: active, icon: IconPlayerPlay, color: 'green' },
            ]}
          />
          <PerDayChart perDay={perDay} />
        </>
      )}
    </FiguresScreen>
  );
}
