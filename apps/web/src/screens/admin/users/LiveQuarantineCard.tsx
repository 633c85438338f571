// sys_admin only: live edits the server could not merge into a design and set aside instead of
// stopping (issue 28). Each names its design, sender, size and time; the reason is the server's
// own diagnostic, shown as it is (English).
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listLiveQuarantine, liveQuarantineQueryKey } from '../../../api/liveQuarantine.ts';
import { EmptyState, ErrorState, LoadingState } from '../QueryState.tsx';

const SHOWN = 20;

export function LiveQuarantineCard() {
  const { t } = useTranslation('admin');
  const quarantine = useQuery({
    queryKey: liveQuarantineQueryKey,
    queryFn: ({ signal }) => listLiveQuarantine(signal),
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="live-quarantine-title"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <div>
          <Title order={2} fz="lg" id="live-quarantine-title">
            {t('liveQuarantine.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('liveQuarantine.intro')}
          </Text>
        </div>
        <Tooltip label={t('liveQuarantine.refresh')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('liveQuarantine.refresh')}
            onClick={() => quarantine.refetch()}
            loading={quarantine.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {quarantine.isPending ? (
        <LoadingState label={t('liveQuarantine.loading')} />
      ) : quarantine.isError ? (
        <ErrorState title={t('liveQuarantine.failed')} error={quarantine.error} />
      ) : quarantine.data.length === 0 ? (
        <EmptyState title={t('liveQuarantine.emptyTitle')}>
          {t('liveQuarantine.emptyText')}
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {quarantine.data.slice(0, SHOWN).map((entry) => (
            <li key={entry.id}>
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
                    {t('liveQuarantine.design', { id: entry.contentId })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm')}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {entry.userId === null
                    ? t('liveQuarantine.senderUnknown', { kb: kilobytes(entry.bytes) })
                    : t('liveQuarantine.sender', { id: entry.userId, kb: kilobytes(entry.bytes) })}
                </Text>
                <Text size="sm" lang="en" translate="no" style={{ overflowWrap: 'anywhere' }}>
                  {entry.reason}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0);
