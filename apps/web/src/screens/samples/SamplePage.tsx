// Frame of the sample screens (spec §1: static sample or placeholder content). Every one says
// so plainly — a badge and a sentence — so nobody takes its figures for real data.
import { Badge, Card, type CardProps, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SampleNotice() {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color="orange" c="dark.7" variant="light" style={{ flexShrink: 0 }}>
        {t('samples.badge')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('samples.notice')}
      </Text>
    </Group>
  );
}

export function SamplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <SampleNotice />
      </Stack>
      {children}
    </Stack>
  );
}

/** A bordered card under its own level-2 heading: the frame of the sample forms and lists. */
export function SampleSection({
  title,
  children,
  ...card
}: { title: string; children: ReactNode; 'aria-label'?: string } & CardProps) {
  return (
    <Card withBorder radius="md" padding="lg" {...card}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
