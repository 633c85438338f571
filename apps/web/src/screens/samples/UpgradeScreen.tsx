import { Badge, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';

const PLANS = [
  { name: 'Free', price: '₹0', features: ['1 organisation', '3 designs', 'Public QR pages'] },
  {
    name: 'Gold',
    price: '₹533',
    features: ['5 organisations', 'Unlimited designs', 'Templates', 'Analytics'],
    popular: true,
  },
  {
    name: 'Platinum',
    price: '₹799',
    features: ['Unlimited organisations', 'Print pages', 'Priority support'],
  },
];

export default function UpgradeScreen() {
  return (
    <SamplePage title="Upgrade">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {PLANS.map((plan) => (
          <Card key={plan.name} withBorder radius="md" padding="lg">
            <Title order={2} fz="lg">
              {plan.name} {plan.popular && <Badge ml="xs">Popular</Badge>}
            </Title>
            <Text fz={28} fw={700} mt="xs">
              {plan.price}
              <Text span size="sm" c="dimmed">
                {' '}
                / month
              </Text>
            </Text>
            <List size="sm" spacing={4} mt="sm" mb="md">
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Button mt="auto" variant={plan.popular ? 'filled' : 'light'} disabled>
              Choose {plan.name}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </SamplePage>
  );
}
