// sys_admin only: live edits the server could not merge into a design and set aside instead of
// stopping (issue 28). Each names its design, sender, size and time; the reason is the server's
// own diagnostic, shown as it is (English).
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listLiveQuarantine, liveQuarantineQueryKey } from '../../../api/liveQuarantine.ts';
import { RecordBox, RefreshableCard } from './RefreshableCard.tsx';

const SHOWN = 20;

export function LiveQuarantineCard() {
  const { t } = useTranslation('admin');
  const quarantine = useQuery({
    queryKey: liveQuarantineQueryKey,
    queryFn: ({ signal }) => listLiveQuarantine(signal),
  });
  return (
    <RefreshableCard
      id="live-quarantine-title"
      query={quarantine}
      texts="liveQuarantine"
      shown={SHOWN}
      rowKey={(entry) => entry.id}
    >
      {(entry) => (
        <RecordBox
          heading={t('liveQuarantine.design', { id: entry.contentId })}
          note={dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm')}
        >
          <Text size="xs" c="dimmed">
            {entry.userId === null
              ? t('liveQuarantine.senderUnknown', { kb: kilobytes(entry.bytes) })
              : t('liveQuarantine.sender', { id: entry.userId, kb: kilobytes(entry.bytes) })}
          </Text>
          <Text size="sm" lang="en" translate="no" style={{ overflowWrap: 'anywhere' }}>
            {entry.reason}
          </Text>
        </RecordBox>
      )}
    </RefreshableCard>
  );
}

// A few bytes of garbage are a typical entry: "< 0.1", never "0.0".
const kilobytes = (bytes: number): string => {
  const shown = (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0);
  return bytes > 0 && Number(shown) === 0 ? '< 0.1' : shown;
};
