// A clearly temporary screen for a route whose issue has not landed yet: it names the
// screen and says what it will hold, so every route of the table already exists.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ComingSoon({
  title,
  purpose,
  children,
}: {
  title: string;
  /** What the finished screen will show, in the spec's words. */
  purpose: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert variant="light" color="nibble" icon={<IconTools size={18} />} title="Coming soon">
        <Text size="sm">{purpose}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          This is a temporary page; the finished screen is still being built.
        </Text>
      </Alert>
      {children}
    </Stack>
  );
}
