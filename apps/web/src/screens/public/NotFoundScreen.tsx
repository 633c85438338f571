import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

/** Spec §2 "Not-found and server-error pages". Named export: the guards show it too. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Stack align="center" ta="center" gap="lg" py="xl">
        <Text fz={96} fw={800} c="nibble.4" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          <span>{t('notFound.title')}</span>{' '}
          <Text span inherit fw={400} c="dimmed" display="block" fz={{ base: 18, sm: 20 }} mt="xs">
            {t('notFound.text')}
          </Text>
        </Title>
        <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={18} />}>
          {t('common.goBackHome')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}

export default NotFoundScreen;
