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

/** The zone's long name in the language ('India Standard Time'), or its IANA name. */
function zoneName(zone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'long',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

export function PerDayChart({ perDay, timeZone }: { perDay: DayFigures[]; timeZone?: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // The server counts by the platform's calendar day (TIME_ZONE): say which, so a day's figures
  // are not read as the browser's or UTC's day.
  const description = timeZone
    ? `${t('analytics.perDayIntro')} ${t('analytics.perDayZone', { zone: zoneName(timeZone, intlLocale(language)) })}`
    : t('analytics.perDayIntro');
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
      description={description}
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
