// The figure screens (Analytics across organisations, an organisation's Dashboard): a
// heading, then the figures once their query answers, or its loading or error state.
import { SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../../layout/ScreenHeading.tsx';
import { QueryView } from '../QueryState.tsx';
import { StatCard } from './StatCard.tsx';

export function FiguresScreen<T>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro: ReactNode;
  query: UseQueryResult<T>;
  children: (figures: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <ScreenHeading title={title} intro={intro} />
      <QueryView query={query} loading={t('analytics.loading')} failed={t('analytics.failed')}>
        {children}
      </QueryView>
    </Stack>
  );
}

export type Stat = Parameters<typeof StatCard>[0];

/** A row of stat cards, two a row on a phone. */
export function StatGrid({ stats, cols }: { stats: Stat[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
