// A live design's sync state in the editor's header: "Synced", "Saving…", "Offline —
// changes are kept on this device" (issue 17), that the server refused it (access taken
// away while the design showed from this device's copy), or that the design shows from the
// API's answer while its live document connects (edits wait for it). On a phone the icon
// stays, the words go to its tooltip and to screen readers.
import { Group, Text, Tooltip } from '@mantine/core';
import {
  IconCloudCheck,
  IconCloudDown,
  IconCloudOff,
  IconCloudUp,
  IconCloudX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SyncState } from '../store/editorStore.ts';

const ICONS = {
  connecting: IconCloudDown,
  synced: IconCloudCheck,
  saving: IconCloudUp,
  offline: IconCloudOff,
  refused: IconCloudX,
} as const;
// Icons need 3:1 against white, the words 4.5:1 (WCAG AA at this size).
const ICON_COLOURS = {
  connecting: 'gray.7',
  synced: 'teal.8',
  saving: 'gray.7',
  offline: 'orange.8',
  refused: 'red.9',
} as const;
const TEXT_COLOURS = {
  connecting: 'gray.7',
  synced: 'gray.7',
  saving: 'gray.7',
  offline: 'red.9',
  refused: 'red.9',
} as const;

// Each message written out, so the catalogue extractor sees it (npm run i18n:extract).
function syncText(t: TFunction<'editor'>, sync: SyncState): string {
  switch (sync) {
    case 'connecting':
      return t('live.connecting');
    case 'synced':
      return t('live.synced');
    case 'saving':
      return t('live.saving');
    case 'offline':
      return t('live.offline');
    case 'refused':
      return t('live.refused');
  }
}

export function SyncStatus({ sync }: { sync: SyncState }) {
  const { t } = useTranslation('editor');
  const text = syncText(t, sync);
  const Icon = ICONS[sync];
  return (
    <Tooltip label={text} withArrow>
      <Group
        gap={4}
        wrap="nowrap"
        role="status"
        aria-label={text}
        data-testid="sync-state"
        data-sync={sync}
        style={{ flexShrink: 0 }}
      >
        <Text component="span" c={ICON_COLOURS[sync]} style={{ display: 'flex' }} aria-hidden>
          <Icon size={18} />
        </Text>
        <Text size="xs" c={TEXT_COLOURS[sync]} visibleFrom="sm" truncate aria-hidden>
          {text}
        </Text>
      </Group>
    </Tooltip>
  );
}
