// One organisation's figures: designs by publication state, active publications and views and
// scans per day. Shown by the organisation's Dashboard and, to its owners and administrators,
// by Analytics.
import { IconCircleCheck, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrgAnalytics, orgAnalyticsQueryKey } from '../../../api/analytics.ts';
import { FiguresScreen, StatGrid } from './FiguresScreen.tsx';
import { PerDayChart } from './PerDayChart.tsx';

export function OrgFigures({
  orgId,
  title,
  intro,
}: {
  orgId: number;
  title: string;
  intro: ReactNode;
}) {
  const analytics = useQuery({
    queryKey: orgAnalyticsQueryKey(orgId),
    queryFn: ({ signal }) => getOrgAnalytics(orgId, signal),
    enabled: orgId > 0,
  });
  const { t } = useTranslation('admin');

  return (
    <FiguresScreen title={title} intro={intro} query={analytics}>
      {({ designsByState, active, perDay, timeZone }) => (
        <>
          <StatGrid
            cols={{ base: 1, xs: 2, lg: 4 }}
            stats={[
              {
                label: t('analytics.notPublished'),
                value: designsByState.NEW,
                icon: IconPencil,
                color: 'gray',
              },
              {
                label: t('analytics.published'),
                value: designsByState.PUBLISHED,
                icon: IconCircleCheck,
                color: 'teal',
              },
              {
                label: t('analytics.disabled'),
                value: designsByState.DISABLED,
                icon: IconPlayerPause,
                color: 'yellow',
              },
              {
                label: t('analytics.activeNow'),
                value: active,
                icon: IconPlayerPlay,
                color: 'green',
              },
            ]}
          />
          <PerDayChart perDay={perDay} timeZone={timeZone} />
        </>
      )}
    </FiguresScreen>
  );
}
