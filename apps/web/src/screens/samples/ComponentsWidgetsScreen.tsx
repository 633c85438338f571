import { SimpleGrid } from '@mantine/core';
import { SampleMemberCard, SampleProfileCard } from './SampleCards.tsx';
import { SamplePage } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';

export default function ComponentsWidgetsScreen() {
  return (
    <SamplePage title="Widget components">
      <SampleStats
        stats={[
          { label: 'Sales', value: '₹10,567', change: '+10.57%', up: true },
          { label: 'Users', value: '2,340', change: '+4.3%', up: true },
          { label: 'Traffic', value: '1,890', change: '-1.2%', up: false },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SampleProfileCard />
        <SampleMemberCard />
      </SimpleGrid>
    </SamplePage>
  );
}
