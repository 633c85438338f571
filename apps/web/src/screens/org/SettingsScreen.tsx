// Settings: the signed-in user's own profile (name, email, city) and password.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getMe, meQueryKey } from '../../api/me.ts';
import { QueryView } from '../admin/QueryState.tsx';
import { PasswordCard } from './users/PasswordCard.tsx';
import { ProfileCard } from './users/ProfileCard.tsx';

export default function SettingsScreen() {
  const me = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Settings
        </Title>
        <Text size="sm" c="dimmed">
          Your profile and password.
        </Text>
      </div>
      <QueryView
        query={me}
        loading="Loading your profile…"
        failed="Your profile could not be loaded"
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ProfileCard profile={data} />
            <PasswordCard />
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
