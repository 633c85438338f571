// A static table that scrolls inside its card on narrow screens instead of widening the page.
// On a phone a line says so (the columns past the edge are not lost), and the scrolling area
// takes keyboard focus so it can be scrolled without a pointer.
import { Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SampleTable({
  title,
  head,
  rows,
  minWidth = 560,
}: {
  title: string;
  head: string[];
  rows: ReactNode[][];
  minWidth?: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Text size="xs" c="dimmed" hiddenFrom="sm" mb="xs">
        {t('samples.swipe')}
      </Text>
      <Table.ScrollContainer
        minWidth={minWidth}
        tabIndex={0}
        role="region"
        aria-label={t('samples.scrollsSideways', { title })}
      >
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {head.map((cell) => (
                <Table.Th key={cell}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Static rows never move, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: static sample rows
              <Table.Tr key={index}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static sample cells
                  <Table.Td key={cellIndex}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
