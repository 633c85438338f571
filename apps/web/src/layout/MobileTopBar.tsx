import { Anchor, Burger, Group } from '@mantine/core';
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
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={opened} onClick={onToggle} size="sm" aria-label="Toggle navigation" />
        <Anchor component={Link} to={home} underline="never" aria-label="Nibble Studio home">
          <Logo size={28} />
        </Anchor>
      </Group>
      <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
        Sign out
      </Anchor>
    </Group>
  );
}
