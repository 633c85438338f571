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
import { firstLink, listOutbox, outboxQueryKey } from '../../../api/users.ts';
import { EmptyState, ErrorState, LoadingState } from '../QueryState.tsx';

const SHOWN = 10;

export function OutboxCard() {
  const outbox = useQuery({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => listOutbox(signal),
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="outbox-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <div>
          <Title order={2} fz="lg" id="outbox-title">
            Outbox
          </Title>
          <Text size="sm" c="dimmed">
            Messages the server queued for people. Forward a link by hand when no SMS gateway is set
            up.
          </Text>
        </div>
        <Tooltip label="Refresh the outbox">
          <ActionIcon
            variant="subtle"
            aria-label="Refresh the outbox"
            onClick={() => outbox.refetch()}
            loading={outbox.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {outbox.isPending ? (
        <LoadingState label="Loading messages…" />
      ) : outbox.isError ? (
        <ErrorState title="The outbox could not be loaded" error={outbox.error} />
      ) : outbox.data.length === 0 ? (
        <EmptyState title="No messages yet">
          New users' activation links will appear here.
        </EmptyState>
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
                      To {message.recipient}
                      {message.created
                        ? ` · ${dayjs(message.created).format('DD/MM/YYYY HH:mm')}`
                        : ''}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {message.body}
                  </Text>
                  {link && (
                    <Group gap="xs">
                      <Anchor href={link} size="sm" target="_blank" rel="noreferrer">
                        Open link
                      </Anchor>
                      <CopyButton value={link}>
                        {({ copied, copy }) => (
                          <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              onClick={copy}
                              aria-label={
                                copied ? 'Link copied' : `Copy link for ${message.recipient}`
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
