// The frame of the public and sign-in pages: brand on top, content centred, privacy link below.
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

export function PublicFrame({
  children,
  size = 'sm',
}: {
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
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
        <Anchor component={Link} to="/" underline="never" aria-label="Nibble Studio home">
          <Logo />
        </Anchor>
      </Container>
      <Container component="main" size={size} w="100%" py="xl" style={{ flex: 1 }}>
        {children}
      </Container>
      <Container size="lg" w="100%" py="md" component="footer">
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Nibble Studio
          </Text>
          <Anchor component={Link} to="/privacy" size="sm">
            Privacy policy
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
