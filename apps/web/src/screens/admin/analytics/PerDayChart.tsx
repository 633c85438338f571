// Views and scans per day, shared by the admin Analytics screen and the organisation Dashboard.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { DayFigures } from '../../../api/analytics.ts';
import { ChartCard } from './ChartCard.tsx';

export function PerDayChart({ perDay }: { perDay: DayFigures[] }) {
  const data = perDay.map((day) => ({
    day: dayjs(day.day).format('DD/MM'),
    Views: day.views,
    Scans: day.scans,
  }));
  const rows = perDay.map((day) => ({
    label: dayjs(day.day).format('DD/MM/YYYY'),
    values: [day.views, day.scans],
  }));
  return (
    <ChartCard
      title="Views and scans per day"
      description="How often the public pages were opened and their QR codes scanned."
      columns={['Views', 'Scans']}
      rows={rows}
    >
      {data.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          No views or scans yet.
        </Text>
      ) : (
        <AreaChart
          h={260}
          data={data}
          dataKey="day"
          series={[
            { name: 'Views', color: 'nibble.6' },
            { name: 'Scans', color: 'teal.7' },
          ]}
          withLegend
          curveType="monotone"
          tickLine="y"
          gridAxis="x"
          yAxisProps={{ allowDecimals: false }}
          withDots={false}
          // The figures are in the card's table; the drawing itself takes no keyboard focus.
          areaChartProps={{ accessibilityLayer: false }}
        />
      )}
    </ChartCard>
  );
}
