import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';

const CAMPAIGNS = [
  { name: 'Onam festival offer', reach: '4,210 scans', state: 'Running', colour: 'teal' },
  { name: 'Refer a friend: October', reach: '1,180 scans', state: 'Ended', colour: 'gray' },
  { name: 'New menu launch', reach: 'Starts 01/12/2026', state: 'Scheduled', colour: 'yellow' },
];

export default function CampaignsScreen() {
  return (
    <SamplePage title="Campaigns">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {CAMPAIGNS.map((campaign) => (
          <Card key={campaign.name} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{campaign.name}</Text>
              <Badge color={campaign.colour} variant="light" c="dark.7">
                {campaign.state}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {campaign.reach}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </SamplePage>
  );
}
