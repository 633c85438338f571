// Loading, empty and error states of the designs list.
import {
  Alert,
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPalette, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_HEIGHT } from './DesignCard.tsx';
import { GRID_COLS } from './grid.ts';

export function DesignsLoading() {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label={t('designs.loading')}>
      {[0, 1, 2, 3].map((n) => (
        <Card key={n} withBorder radius="md" padding="sm">
          <Card.Section>
            <Skeleton h={PREVIEW_HEIGHT} radius={0} />
          </Card.Section>
          <Skeleton h={16} mt="sm" w="70%" />
          <Skeleton h={14} mt={8} w="35%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function DesignsEmpty({ typeName, onNew }: { typeName: string | null; onNew: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconPalette size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('designs.emptyTitle')}
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          {typeName ? t('designs.emptyOfType', { type: typeName }) : t('designs.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew}>
          {t('designs.startDesign')}
        </Button>
      </Stack>
    </Card>
  );
}

export function DesignsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('designs.loadFailed')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('designs.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
