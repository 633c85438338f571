// The profile card and member card of spec §1, as static sample content.
import { Avatar, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';

export function SampleProfileCard() {
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Sample profile card">
      <Stack align="center" gap={4} ta="center">
        <Avatar size={72} radius="xl" color="nibble" alt="">
          NS
        </Avatar>
        <Title order={2} fz="lg" mt="xs">
          Neil Sims
        </Title>
        <Text size="sm" c="dimmed">
          Senior Software Engineer · Kozhikode
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" disabled>
            Connect
          </Button>
          <Button size="xs" variant="default" disabled>
            Send message
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SampleMemberCard() {
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      aria-label="Sample member card"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-nibble-7), var(--mantine-color-grape-9))',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} opacity={0.85}>
            Member card
          </Text>
          <Text fz={22} fw={700}>
            Sample Bakery
          </Text>
          <Text size="sm">Member: Anita R.</Text>
          <Text size="sm">No. 0042 · Valid till 12/2027</Text>
        </Stack>
        <IconQrcode size={56} stroke={1.2} aria-hidden />
      </Group>
      <Badge color="yellow" variant="filled" c="dark" mt="md">
        Gold member
      </Badge>
    </Paper>
  );
}
