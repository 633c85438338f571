import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { formatNumber } from '../../../i18n/numbers.ts';
import { useLanguage } from '../useLanguage.ts';
import classes from './StatCard.module.css';

/** One figure with its name; the number is the page's real data, never a placeholder. */
export function StatCard({
  label,
  value,
  icon: StatIcon,
  color = 'nibble',
}: {
  label: string;
  value: number;
  icon: Icon;
  color?: string;
}) {
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          {/* Words wrap whole (a Malayalam name is never cut mid-word); the grids give a phone
              one card per row, so the longest name fits its line. */}
          <Text
            size="sm"
            c="dimmed"
            fw={600}
            style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}
          >
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {formatNumber(value, language)}
          </Text>
        </div>
        <ThemeIcon
          size={36}
          radius="md"
          variant="light"
          color={color}
          aria-hidden
          visibleFrom="xs"
          className={classes.icon}
          style={{ flexShrink: 0 }}
        >
          <StatIcon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
