// A sys_admin card of the latest server records (the outbox, the live edits set aside): its
// title and introduction, a refresh button, and the list of the first records, each in a tinted
// box under its heading, or the list's loading, error and empty states.
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../QueryState.tsx';

export function RefreshableCard<T>({
  id,
  query,
  texts,
  shown,
  rowKey,
  children,
}: {
  /** The title's element id (the card is the region it names). */
  id: string;
  query: UseQueryResult<T[]>;
  /** The admin catalogue's section with title, intro, refresh, loading, failed and empty texts. */
  texts: 'outbox' | 'liveQuarantine';
  /** How many of the latest records are listed. */
  shown: number;
  rowKey: (row: T, index: number) => Key;
  /** One record's box (a RecordBox). */
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const text = (name: string) => t(`${texts}.${name}`);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <div>
          <Title order={2} fz="lg" id={id}>
            {text('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {text('intro')}
          </Text>
        </div>
        <Tooltip label={text('refresh')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={text('refresh')}
            onClick={() => query.refetch()}
            loading={query.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {query.isPending ? (
        <LoadingState label={text('loading')} />
      ) : query.isError ? (
        <ErrorState title={text('failed')} error={query.error} />
      ) : query.data.length === 0 ? (
        <EmptyState title={text('emptyTitle')}>{text('emptyText')}</EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.slice(0, shown).map((row, index) => (
            <li key={rowKey(row, index)}>{children(row)}</li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** One record of the list: its heading, a small note at the right (who, when), then its lines. */
export function RecordBox({
  heading,
  note,
  children,
}: {
  heading: ReactNode;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={2}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {heading}
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}
