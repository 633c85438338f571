// A sys_admin card of the latest server records (the outbox, the live edits set aside): its
// title and introduction, a refresh button, and the list or its loading, error and empty states.
import { ActionIcon, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../QueryState.tsx';

export interface RefreshableCardTexts {
  title: string;
  intro: string;
  refresh: string;
  loading: string;
  failed: string;
  emptyTitle: string;
  emptyText: string;
}

export function RefreshableCard<T>({
  id,
  query,
  texts,
  children,
}: {
  /** The title's element id (the card is the region it names). */
  id: string;
  query: UseQueryResult<T[]>;
  texts: RefreshableCardTexts;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <div>
          <Title order={2} fz="lg" id={id}>
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        </div>
        <Tooltip label={texts.refresh}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={texts.refresh}
            onClick={() => query.refetch()}
            loading={query.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError ? (
        <ErrorState title={texts.failed} error={query.error} />
      ) : query.data.length === 0 ? (
        <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
