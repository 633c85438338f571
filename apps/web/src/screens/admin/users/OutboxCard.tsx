// sys_admin only: the latest messages the server queued (activation links, reset codes), so an
// operator without an SMS gateway can forward them by hand.
import {
  ActionIcon,
  Anchor,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { firstLink, listOutbox, outboxQueryKey } from '../../../api/users.ts';
import { EmptyState, ErrorState, LoadingState } from '../QueryState.tsx';

const SHOWN = 10;

export function OutboxCard() {
  const { t } = useTranslation('admin');
  const outbox = useQuery({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => listOutbox(signal),
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="outbox-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <div>
          <Title order={2} fz="lg" id="outbox-title">
            {t('outbox.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('outbox.intro')}
          </Text>
        </div>
        <Tooltip label={t('outbox.refresh')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('outbox.refresh')}
            onClick={() => outbox.refetch()}
            loading={outbox.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {outbox.isPending ? (
        <LoadingState label={t('outbox.loading')} />
      ) : outbox.isError ? (
        <ErrorState title={t('outbox.failed')} error={outbox.error} />
      ) : outbox.data.length === 0 ? (
        <EmptyState title={t('outbox.emptyTitle')}>{t('outbox.emptyText')}</EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {outbox.data.slice(0, SHOWN).map((message, index) => {
            const link = firstLink(message.body);
            return (
              <li key={message.id ?? index}>
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
                      {message.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {message.created
                        ? t('outbox.toAt', {
                            recipient: message.recipient,
                            time: dayjs(message.created).format('DD/MM/YYYY HH:mm'),
                          })
                        : t('outbox.to', { recipient: message.recipient })}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {message.body}
                  </Text>
                  {link && (
                    <Group gap="xs">
                      <Anchor href={link} size="sm" target="_blank" rel="noreferrer">
                        {t('outbox.openLink')}
                      </Anchor>
                      <CopyButton value={link}>
                        {({ copied, copy }) => (
                          <Tooltip label={copied ? t('outbox.copied') : t('outbox.copyLink')}>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              onClick={copy}
                              aria-label={
                                copied
                                  ? t('outbox.linkCopied')
                                  : t('outbox.copyLinkFor', { recipient: message.recipient })
                              }
                            >
                              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </CopyButton>
                    </Group>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
