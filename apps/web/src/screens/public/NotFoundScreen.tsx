import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage.tsx';

/** Spec §2 "Not-found and server-error pages". Named export: the guards show it too. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="404">
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        <span>{t('notFound.title')}</span>{' '}
        <Text span inherit fw={400} c="dimmed" display="block" fz={{ base: 18, sm: 20 }} mt="xs">
          {t('notFound.text')}
        </Text>
      </Title>
    </ErrorPage>
  );
}

export default NotFoundScreen;
