// A static table that scrolls inside its card on narrow screens instead of widening the page.
import { Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={minWidth}>
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
