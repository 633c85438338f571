import { Group, Text, ThemeIcon } from '@mantine/core';

/** The Nibble Studio mark; `withName` adds the word mark beside it. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Nibble Studio">
      <ThemeIcon size={size} radius="md" variant="filled" aria-hidden>
        <svg viewBox="0 0 64 64" width={size * 0.7} height={size * 0.7} aria-hidden="true">
          <path d="M14 50V14h8l20 24V14h8v36h-8L22 26v24z" fill="currentColor" />
        </svg>
      </ThemeIcon>
      {withName && (
        <Text fw={700} size="lg" c="var(--mantine-color-text)" style={{ whiteSpace: 'nowrap' }}>
          Nibble Studio
        </Text>
      )}
    </Group>
  );
}
