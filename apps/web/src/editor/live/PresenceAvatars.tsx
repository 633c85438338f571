// Who else is in the design: one initial per person, in their colour, their name on hover.
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/numbers.ts';
import { currentLanguage } from '../../i18n/setup.ts';
import { usePeers } from './presence.ts';

/** More people than this are shown as "+N". */
const SHOWN = 3;

const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

export function PresenceAvatars() {
  const { t } = useTranslation('editor');
  const peers = usePeers();
  if (peers.length === 0) return null;
  const names = peers.map((peer) => peer.user.name || t('live.someone'));
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group
        spacing="xs"
        role="group"
        aria-label={t('live.alsoHere', { names: names.join(', ') })}
        data-testid="presence"
      >
        {peers.slice(0, SHOWN).map((peer, i) => (
          <Tooltip key={peer.clientId} label={names[i]} withArrow>
            <Avatar
              size={28}
              radius="xl"
              variant="filled"
              color={peer.user.color}
              data-testid="presence-person"
              aria-hidden
            >
              {initialOf(names[i] ?? '')}
            </Avatar>
          </Tooltip>
        ))}
        {peers.length > SHOWN && (
          <Tooltip label={names.slice(SHOWN).join(', ')} withArrow>
            <Avatar size={28} radius="xl" aria-hidden>
              +{formatNumber(peers.length - SHOWN, currentLanguage())}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
