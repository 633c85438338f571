// Placeholder stat cards for the sample screens (spec §1: sample dashboard numbers).
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatChange, useLanguage } from './sampleFormat.ts';

export interface SampleStat {
  label: string;
  value: string;
  /** The change as a share (0.12 is +12 %), shown signed; a rise in green, a fall in red. */
  change: number;
}

export function SampleStats({ stats }: { stats: SampleStat[] }) {
  const language = useLanguage();
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
            <Text size="sm" c={stat.change > 0 ? 'teal.9' : 'red.9'} fw={600}>
              {formatChange(stat.change, language)}
            </Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
