// Views and scans per day, shared by the admin Analytics screen and the organisation Dashboard.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayFigures } from '../../../api/analytics.ts';
import { intlLocale } from '../../../i18n/languages.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { useLanguage } from '../useLanguage.ts';
import { ChartCard } from './ChartCard.tsx';

export function PerDayChart({ perDay }: { perDay: DayFigures[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // The axis names each day with the language's short month ('21 Nov', '21 നവം', '21 नव॰');
  // the table beside it keeps the full DD/MM/YYYY date.
  const dayTick = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short' }),
    [language],
  );
  const data = perDay.map((day) => ({
    day: dayTick.format(dayjs(day.day).toDate()),
    views: day.views,
    scans: day.scans,
  }));
  const rows = perDay.map((day) => ({
    label: dayjs(day.day).format('DD/MM/YYYY'),
    values: [day.views, day.scans],
  }));
  return (
    <ChartCard
      title={t('analytics.perDay')}
      description={t('analytics.perDayIntro')}
      rowHeader={t('analytics.day')}
      columns={[t('analytics.views'), t('analytics.scans')]}
      rows={rows}
    >
      {data.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          {t('analytics.noViews')}
        </Text>
      ) : (
        <AreaChart
          h={260}
          data={data}
          dataKey="day"
          series={[
            { name: 'views', label: t('analytics.views'), color: 'nibble.6' },
            { name: 'scans', label: t('analytics.scans'), color: 'teal.7' },
          ]}
          valueFormatter={(value) => formatNumber(value, language)}
          withLegend
          curveType="monotone"
          tickLine="y"
          gridAxis="x"
          // Malayalam month names are wider than English ones: keep the ticks apart.
          xAxisProps={{ minTickGap: 16 }}
          yAxisProps={{ allowDecimals: false }}
          withDots={false}
          // The figures are in the card's table; the drawing itself takes no keyboard focus.
          areaChartProps={{ accessibilityLayer: false }}
        />
      )}
    </ChartCard>
  );
}
