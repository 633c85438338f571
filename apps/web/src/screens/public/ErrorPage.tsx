// The frame of the not-found and server-error pages (spec §2): the code, big and unread by
// screen readers, the page's heading, and the way back to the dashboard.
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

export function ErrorPage({ code, children }: { code: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Stack align="center" ta="center" gap="lg" py="xl">
        <Text fz={96} fw={800} c="nibble.4" lh={1} aria-hidden>
          {code}
        </Text>
        {children}
        <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={18} />}>
          {t('common.goBackHome')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
