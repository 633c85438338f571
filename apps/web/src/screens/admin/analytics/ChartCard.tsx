// A chart with its title and the same figures as a table for screen readers: a chart alone
// says nothing to someone who cannot see it.
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../i18n/numbers.ts';
import { useLanguage } from '../useLanguage.ts';

export interface ChartRow {
  label: string;
  values: number[];
}

export function ChartCard({
  title,
  description,
  rowHeader,
  columns,
  rows,
  children,
}: {
  title: string;
  description?: string;
  /** What each row names (a day, a design type), as the table's first column header. */
  rowHeader: string;
  /** Names of the value columns, in the order of each row's values. */
  columns: string[];
  rows: ChartRow[];
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      <div aria-hidden>{children}</div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index]}>{formatNumber(value, language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
