import { Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { formatMoney, formatNumber, useLanguage } from './sampleFormat.ts';

const TAX_RATE = 0.18;

export default function InvoiceScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const items = [
    { name: t('samples.invoice.licence'), qty: 1, price: 999 },
    { name: t('samples.invoice.services'), qty: 2, price: 150 },
    { name: t('samples.invoice.hosting'), qty: 1, price: 89 },
  ];
  // The totals are worked out from the lines, so the sample invoice adds up in every language.
  const subtotal = items.reduce((sum, item) => sum + item.qty * item.price, 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  const money = (rupees: number) => formatMoney(rupees, language);
  return (
    <SamplePage title={t('samples.invoice.title')}>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {t('samples.invoice.number', { number: '300500' })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('samples.invoice.dates', { issued: '01/11/2026', due: '01/12/2026' })}
            </Text>
          </Stack>
          <Stack gap={0} ta="right">
            <Text fw={600}>{t('samples.invoice.seller')}</Text>
            <Text size="sm" c="dimmed">
              {t('samples.invoice.sellerAddress')}
            </Text>
          </Stack>
        </Group>
        <Divider my="md" />
        {/* Four short columns fit a phone: no sideways scrolling, item names wrap. */}
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" horizontalSpacing="xs" fz={{ base: 'xs', sm: 'sm' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('samples.invoice.item')}</Table.Th>
                <Table.Th>{t('samples.invoice.qty')}</Table.Th>
                <Table.Th>{t('samples.invoice.price')}</Table.Th>
                <Table.Th>{t('samples.invoice.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.name}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{formatNumber(item.qty, language)}</Table.Td>
                  <Table.Td>{money(item.price)}</Table.Td>
                  <Table.Td>{money(item.qty * item.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={2} mt="md" maw={300} ml="auto" spacing={4}>
          <Text size="sm">{t('samples.invoice.subtotal')}</Text>
          <Text size="sm" ta="right">
            {money(subtotal)}
          </Text>
          <Text size="sm">{t('samples.invoice.tax', { rate: '18%' })}</Text>
          <Text size="sm" ta="right">
            {money(tax)}
          </Text>
          <Text fw={700}>{t('samples.invoice.total')}</Text>
          <Text fw={700} ta="right">
            {money(subtotal + tax)}
          </Text>
        </SimpleGrid>
      </Card>
    </SamplePage>
  );
}
