import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';
import { formatMoney, monthName, useLanguage } from './sampleFormat.ts';

const PLAN_PRICE = 533;
const PAID_ON = ['2026-11-01', '2026-10-01', '2026-09-01'];

export default function BillingScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SamplePage title={t('samples.billing.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg">
              {t('samples.billing.currentPlan')}
            </Title>
            <Badge variant="light" c="nibble.9">
              {t('samples.plans.gold')}
            </Badge>
          </Group>
          <Text fz={28} fw={700} mt="sm">
            {formatMoney(PLAN_PRICE, language)}{' '}
            <Text span size="sm" c="dimmed">
              {t('samples.perMonth')}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('samples.billing.renews', { date: '01/12/2026' })}
          </Text>
          <Button variant="light" mt="md" w="fit-content" disabled>
            {t('samples.billing.changePlan')}
          </Button>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg">
            {t('samples.billing.paymentMethod')}
          </Title>
          <Group mt="sm" gap="sm" wrap="nowrap">
            <IconCreditCard size={32} stroke={1.4} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{t('samples.billing.card', { digits: '4242' })}</Text>
              <Text size="sm" c="dimmed">
                {t('samples.billing.expires', { date: '08/2028' })}
              </Text>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
      <SampleTable
        title={t('samples.billing.history')}
        head={[
          t('samples.billing.date'),
          t('samples.billing.description'),
          t('samples.billing.amount'),
        ]}
        minWidth={400}
        rows={PAID_ON.map((day) => [
          day.split('-').reverse().join('/'),
          t('samples.billing.goldMonth', { month: monthName(day, language) }),
          formatMoney(PLAN_PRICE, language),
        ])}
      />
    </SamplePage>
  );
}
