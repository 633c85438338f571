import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../session/useSignOut.ts';
import { Logo } from './Logo.tsx';

/** Phone-sized top bar (spec §2): menu burger, brand link and sign-out link. */
export function MobileTopBar({
  opened,
  onToggle,
  home,
}: {
  opened: boolean;
  onToggle: () => void;
  home: string;
}) {
  const signOut = useSignOut();
  const { t } = useTranslation('dashboard');
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={opened} onClick={onToggle} size="sm" aria-label={t('nav.toggle')} />
        <Anchor component={Link} to={home} underline="never" aria-label={t('nav.homeLink')}>
          <Logo size={28} />
        </Anchor>
      </Group>
      <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
        {t('nav.signOut')}
      </Anchor>
    </Group>
  );
}
