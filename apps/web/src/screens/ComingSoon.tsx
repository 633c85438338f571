// A clearly temporary screen for a route whose issue has not landed yet: it names the
// screen and says what it will hold, so every route of the table already exists.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert
        variant="light"
        color="nibble"
        icon={<IconTools size={18} />}
        title={t('comingSoon.title')}
      >
        <Text size="sm">{purpose}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('comingSoon.temporary')}
        </Text>
      </Alert>
      {children}
    </Stack>
  );
}
