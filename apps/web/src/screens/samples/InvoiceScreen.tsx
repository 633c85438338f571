import { Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';

const ITEMS = [
  ['Origin License', '1', '₹999.00', '₹999.00'],
  ['Custom Services', '2', '₹150.00', '₹300.00'],
  ['Hosting', '1', '₹89.00', '₹89.00'],
];

export default function InvoiceScreen() {
  return (
    <SamplePage title="Invoice">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              Invoice #300500
            </Title>
            <Text size="sm" c="dimmed">
              Issued 01/11/2026 · Due 01/12/2026
            </Text>
          </Stack>
          <Stack gap={0} ta="right">
            <Text fw={600}>Sample Traders</Text>
            <Text size="sm" c="dimmed">
              Main Road, Kannur, Kerala
            </Text>
          </Stack>
        </Group>
        <Divider my="md" />
        {/* Four short columns fit a phone: no sideways scrolling, item names wrap. */}
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" horizontalSpacing="xs" fz={{ base: 'xs', sm: 'sm' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ITEMS.map(([item, qty, price, total]) => (
                <Table.Tr key={item}>
                  <Table.Td>{item}</Table.Td>
                  <Table.Td>{qty}</Table.Td>
                  <Table.Td>{price}</Table.Td>
                  <Table.Td>{total}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={2} mt="md" maw={280} ml="auto" spacing={4}>
          <Text size="sm">Subtotal</Text>
          <Text size="sm" ta="right">
            ₹1,388.00
          </Text>
          <Text size="sm">Tax (18%)</Text>
          <Text size="sm" ta="right">
            ₹249.84
          </Text>
          <Text fw={700}>Total</Text>
          <Text fw={700} ta="right">
            ₹1,637.84
          </Text>
        </SimpleGrid>
      </Card>
    </SamplePage>
  );
}
