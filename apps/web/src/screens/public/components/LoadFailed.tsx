// What a public screen shows when its answer could not be fetched: what failed, why, and a
// way to try again. A plain notice rather than Mantine's Alert: the public pages' bytes are
// counted (Alert and its close button are 2 KB gzip), and the pages the server draws never
// show it anyway.
import { Button, Group, Paper, type PaperProps, Text } from '@mantine/core';
import { useText } from '../../../i18n/TextContext.tsx';

export function LoadFailed({
  title,
  error,
  onRetry,
  ...paper
}: PaperProps & { title: string; error: Error; onRetry: () => unknown }) {
  const { t } = useText();
  return (
    <Paper role="alert" withBorder p="sm" bg="red.0" {...paper}>
      <Text fw={600} size="sm" c="red.9">
        {title}
      </Text>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" onClick={() => onRetry()}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </Paper>
  );
}
