// The check badge of a published design (spec §4 "Status line and list badge"): the status
// line's colour, with a word beside the check so colour is not the only signal.
import { Badge, Tooltip } from '@mantine/core';
import { badgeColour, type Publication, statusLine } from '@nibble/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlatformZone } from '../../../session/platform.ts';
import { statusText, toneWord } from './publicationText.ts';

export function PublicationBadge({ design, now }: { design: Publication; now: Date }) {
  const zone = usePlatformZone();
  const { t } = useTranslation('dashboard');
  const colour = badgeColour(design, now, zone);
  const line = statusLine(design, now, zone);
  if (!colour || line.tone === 'none') return null;
  const word = toneWord(line.tone, t);
  const text = statusText(design, line, zone, t);
  return (
    <Tooltip label={text} withArrow>
      <Badge
        size="md"
        radius="xl"
        leftSection={<IconCheck size={14} stroke={3} aria-hidden />}
        // The spec's light colours need dark text to stay readable (WCAG AA).
        styles={{ root: { backgroundColor: colour, color: 'var(--mantine-color-dark-8)' } }}
        data-colour={colour}
        aria-label={t('badge.label', { word, line: text })}
        tt="none"
      >
        {word}
      </Badge>
    </Tooltip>
  );
}
