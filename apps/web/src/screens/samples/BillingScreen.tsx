import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';

export default function BillingScreen() {
  return (
    <SamplePage title="Billing">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg">
              Current plan
            </Title>
            <Badge variant="light" c="nibble.9">
              Gold
            </Badge>
          </Group>
          <Text fz={28} fw={700} mt="sm">
            ₹533{' '}
            <Text span size="sm" c="dimmed">
              / month
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Renews on 01/12/2026
          </Text>
          <Button variant="light" mt="md" w="fit-content" disabled>
            Change plan
          </Button>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg">
            Payment method
          </Title>
          <Group mt="sm" gap="sm" wrap="nowrap">
            <IconCreditCard size={32} stroke={1.4} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>Visa ending in 4242</Text>
              <Text size="sm" c="dimmed">
                Expires 08/2028
              </Text>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
      <SampleTable
        title="Billing history"
        head={['Date', 'Description', 'Amount']}
        minWidth={400}
        rows={[
          ['01/11/2026', 'Gold plan, November', '₹533.00'],
          ['01/10/2026', 'Gold plan, October', '₹533.00'],
          ['01/09/2026', 'Gold plan, September', '₹533.00'],
        ]}
      />
    </SamplePage>
  );
}
