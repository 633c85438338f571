// The loading, error and empty states every data screen shows the same way.
import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('admin');
  const message = error instanceof Error ? error.message : t('common.somethingWentWrong');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle size={18} />}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.9">
          {message}
        </Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap={6}>
        <IconInbox size={32} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed" ta="center">
            {children}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A query's loading state, its error with a retry, or what `children` makes of its data. */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, as the spinner's label: "Loading users…". */
  loading: string;
  /** The error's title: "The users could not be loaded". */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return <ErrorState title={failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  return children(query.data);
}
