import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SampleProfileCard } from './SampleCards.tsx';
import { SamplePage } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';

const PROGRESS = [
  { label: 'Coupon redesign', value: 75 },
  { label: 'Menu photos', value: 40 },
  { label: 'Festival campaign', value: 90 },
];

export default function WidgetsScreen() {
  return (
    <SamplePage title="Widgets">
      <SampleStats
        stats={[
          { label: 'Customers', value: '345k', change: '+18.2%', up: true },
          { label: 'Revenue', value: '₹43,594', change: '+28.4%', up: true },
          { label: 'Bounce rate', value: '50.88%', change: '-2.1%', up: false },
          { label: 'Scans', value: '12,480', change: '+9.7%', up: true },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            Progress track
          </Title>
          <Stack gap="sm">
            {PROGRESS.map((item) => (
              <div key={item.label}>
                <Text size="sm" mb={4}>
                  {item.label} · {item.value}%
                </Text>
                <Progress value={item.value} aria-label={`${item.label} progress`} />
              </div>
            ))}
          </Stack>
        </Card>
        <SampleProfileCard />
      </SimpleGrid>
    </SamplePage>
  );
}
