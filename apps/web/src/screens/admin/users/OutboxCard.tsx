// sys_admin only: the latest messages the server queued (activation links, reset codes), so an
// operator without an SMS gateway can forward them by hand.
import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { firstLink, listOutbox, outboxQueryKey } from '../../../api/users.ts';
import { RecordBox, RefreshableCard } from './RefreshableCard.tsx';

const SHOWN = 10;

export function OutboxCard() {
  const { t } = useTranslation('admin');
  const outbox = useQuery({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => listOutbox(signal),
  });
  return (
    <RefreshableCard
      id="outbox-title"
      query={outbox}
      texts="outbox"
      shown={SHOWN}
      rowKey={(message, index) => message.id ?? index}
    >
      {(message) => {
        const link = firstLink(message.body);
        return (
          <RecordBox
            heading={message.subject}
            note={
              message.created
                ? t('outbox.toAt', {
                    recipient: message.recipient,
                    time: dayjs(message.created).format('DD/MM/YYYY HH:mm'),
                  })
                : t('outbox.to', { recipient: message.recipient })
            }
          >
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
          </RecordBox>
        );
      }}
    </RefreshableCard>
  );
}
