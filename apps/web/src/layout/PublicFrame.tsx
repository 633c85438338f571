// The frame of the public and sign-in pages: brand and language switch on top, content
// centred, privacy link below. Plain links: Home, City and Page are pages the server draws,
// and the public entry that hydrates them has no router (public/main.tsx).
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useText } from '../i18n/TextContext.tsx';
import { Logo } from './Logo.tsx';

export function PublicFrame({
  children,
  size = 'sm',
  signInLink = false,
}: {
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Home and the City page: a discreet way in for shops, beside the privacy link (issue 30). */
  signInLink?: boolean;
}) {
  const { t } = useText();
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background:
          'linear-gradient(160deg, var(--mantine-color-nibble-0) 0%, var(--mantine-color-body) 55%)',
      }}
    >
      <Container size="lg" w="100%" py="md" component="header">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor href="/" underline="never" aria-label={t('frame.homeLink')}>
            <Logo />
          </Anchor>
          <LanguageSwitch />
        </Group>
      </Container>
      <Container component="main" size={size} w="100%" py="xl" style={{ flex: 1 }}>
        {children}
      </Container>
      <Container size="lg" w="100%" py="md" component="footer">
        <Group justify="center" gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('frame.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Anchor href="/privacy" size="sm">
            {t('frame.privacy')}
          </Anchor>
          {signInLink && (
            <Anchor href="/sign-in" size="sm">
              {t('home.forShops')}
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}
