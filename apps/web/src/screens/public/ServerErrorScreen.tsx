import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage.tsx';

/** Spec §2 "Not-found and server-error pages". */
export default function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="500">
      <Title order={1} fz={{ base: 20, sm: 26 }} fw={600}>
        {t('serverError.title')}
      </Title>
    </ErrorPage>
  );
}
