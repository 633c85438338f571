// sys_admin only: the latest messages the server queued (activation links, reset codes), so an
// operator without an SMS gateway can forward them by hand.
import { ActionIcon, Anchor, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { firstLink, listOutbox, outboxQueryKey } from '../../../api/users.ts';
import { RefreshableCard } from './RefreshableCard.tsx';

const SHOWN = 10;

export function OutboxCard() {
  const { t } = useTranslation('admin');
  const outbox = useQuery({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => listOutbox(signal),
  });
  const texts = {
    title: t('outbox.title'),
    intro: t('outbox.intro'),
    refresh: t('outbox.refresh'),
    loading: t('outbox.loading'),
    failed: t('outbox.failed'),
    emptyTitle: t('outbox.emptyTitle'),
    emptyText: t('outbox.emptyText'),
  };

  return (
    <RefreshableCard id="outbox-title" query={outbox} texts={texts}>
      {(messages) => (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.slice(0, SHOWN).map((message, index) => {
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
    </RefreshableCard>
  );
}
