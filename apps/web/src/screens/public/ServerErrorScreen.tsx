import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

/** Spec §2 "Not-found and server-error pages". */
export default function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Stack align="center" ta="center" gap="lg" py="xl">
        <Text fz={96} fw={800} c="nibble.4" lh={1} aria-hidden>
          500
        </Text>
        <Title order={1} fz={{ base: 20, sm: 26 }} fw={600}>
          {t('serverError.title')}
        </Title>
        <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={18} />}>
          {t('common.goBackHome')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
