import { Badge, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { formatMoney, useLanguage } from './sampleFormat.ts';

export default function UpgradeScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const plans = [
    {
      name: t('samples.plans.free'),
      price: 0,
      features: [
        t('samples.upgrade.orgs', { count: 1 }),
        t('samples.upgrade.designs', { count: 3 }),
        t('samples.upgrade.publicPages'),
      ],
    },
    {
      name: t('samples.plans.gold'),
      price: 533,
      features: [
        t('samples.upgrade.orgs', { count: 5 }),
        t('samples.upgrade.unlimitedDesigns'),
        t('samples.upgrade.templates'),
        t('samples.upgrade.analytics'),
      ],
      popular: true,
    },
    {
      name: t('samples.plans.platinum'),
      price: 799,
      features: [
        t('samples.upgrade.unlimitedOrgs'),
        t('samples.upgrade.printPages'),
        t('samples.upgrade.support'),
      ],
    },
  ];
  return (
    <SamplePage title={t('samples.upgrade.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {plans.map((plan) => (
          <Card key={plan.name} withBorder radius="md" padding="lg">
            <Title order={2} fz="lg">
              {plan.name} {plan.popular && <Badge ml="xs">{t('samples.upgrade.popular')}</Badge>}
            </Title>
            <Text fz={28} fw={700} mt="xs">
              {formatMoney(plan.price, language)}
              <Text span size="sm" c="dimmed">
                {' '}
                {t('samples.perMonth')}
              </Text>
            </Text>
            <List size="sm" spacing={4} mt="sm" mb="md">
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Button mt="auto" variant={plan.popular ? 'filled' : 'light'} disabled>
              {t('samples.upgrade.choose', { plan: plan.name })}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </SamplePage>
  );
}
