import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { formatNumber, useLanguage } from './sampleFormat.ts';

export default function CampaignsScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const campaigns = [
    {
      name: t('samples.campaigns.onam'),
      reach: t('samples.campaigns.scans', { count: 4210, scans: formatNumber(4210, language) }),
      state: t('samples.campaigns.running'),
      colour: 'teal',
    },
    {
      name: t('samples.campaigns.referOctober'),
      reach: t('samples.campaigns.scans', { count: 1180, scans: formatNumber(1180, language) }),
      state: t('samples.campaigns.ended'),
      colour: 'gray',
    },
    {
      name: t('samples.campaigns.newMenu'),
      reach: t('samples.campaigns.starts', { date: '01/12/2026' }),
      state: t('samples.campaigns.scheduled'),
      colour: 'yellow',
    },
  ];
  return (
    <SamplePage title={t('samples.campaigns.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {campaigns.map((campaign) => (
          <Card key={campaign.name} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{campaign.name}</Text>
              <Badge color={campaign.colour} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
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
