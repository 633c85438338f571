// Placeholder stat cards for the sample screens (spec §1: sample dashboard numbers).
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';

export interface SampleStat {
  label: string;
  value: string;
  change: string;
  up: boolean;
}

export function SampleStats({ stats }: { stats: SampleStat[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: stats.length > 3 ? 4 : 3 }} spacing="md">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {stat.label}
          </Text>
          <Group justify="space-between" align="flex-end" mt={4} wrap="nowrap">
            <Text fz={24} fw={700}>
              {stat.value}
            </Text>
            <Text size="sm" c={stat.up ? 'teal.9' : 'red.9'} fw={600}>
              {stat.change}
            </Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
