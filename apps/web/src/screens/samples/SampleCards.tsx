// The profile card and member card of spec §1, as static sample content.
import { Avatar, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function SampleProfileCard() {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="lg" aria-label={t('samples.cards.profileLabel')}>
      <Stack align="center" gap={4} ta="center">
        <Avatar size={72} radius="xl" color="nibble" alt="">
          {t('samples.cards.profileInitials')}
        </Avatar>
        <Title order={2} fz="lg" mt="xs">
          {t('samples.cards.profileName')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('samples.cards.profileJob')}
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" disabled>
            {t('samples.cards.connect')}
          </Button>
          <Button size="xs" variant="default" disabled>
            {t('samples.cards.message')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SampleMemberCard() {
  const { t } = useTranslation('admin');
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      aria-label={t('samples.cards.memberLabel')}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-nibble-7), var(--mantine-color-grape-9))',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} opacity={0.85}>
            {t('samples.cards.memberCard')}
          </Text>
          <Text fz={22} fw={700}>
            {t('samples.cards.bakery')}
          </Text>
          <Text size="sm">
            {t('samples.cards.member', { name: t('samples.cards.memberName') })}
          </Text>
          <Text size="sm">
            {t('samples.cards.memberNumber', { number: '0042', date: '12/2027' })}
          </Text>
        </Stack>
        <IconQrcode size={56} stroke={1.2} aria-hidden />
      </Group>
      <Badge color="yellow" variant="filled" c="dark" mt="md">
        {t('samples.cards.goldMember')}
      </Badge>
    </Paper>
  );
}
