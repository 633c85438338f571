// Settings: the signed-in user's own profile (name, email, city) and password.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMe, meQueryKey } from '../../api/me.ts';
import { QueryView } from '../admin/QueryState.tsx';
import { PasswordCard } from './users/PasswordCard.tsx';
import { ProfileCard } from './users/ProfileCard.tsx';

export default function SettingsScreen() {
  const { t } = useTranslation('dashboard');
  const me = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
      </div>
      <QueryView query={me} loading={t('settings.loading')} failed={t('settings.loadFailed')}>
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
