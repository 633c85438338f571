// Settings: the signed-in user's own profile (name, email, city) and password.
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMe, meQueryKey } from '../../api/me.ts';
import { ScreenHeading } from '../../layout/ScreenHeading.tsx';
import { QueryView } from '../admin/QueryState.tsx';
import { PasswordCard } from './users/PasswordCard.tsx';
import { ProfileCard } from './users/ProfileCard.tsx';

export default function SettingsScreen() {
  const { t } = useTranslation('dashboard');
  const me = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
  return (
    <Stack gap="lg">
      <ScreenHeading title={t('settings.title')} intro={t('settings.intro')} />
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
