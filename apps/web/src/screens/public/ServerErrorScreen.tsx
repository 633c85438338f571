import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

/** Spec §2 "Not-found and server-error pages". */
export default function ServerErrorScreen() {
  return (
    <PublicFrame>
      <Stack align="center" ta="center" gap="lg" py="xl">
        <Text fz={96} fw={800} c="nibble.4" lh={1} aria-hidden>
          500
        </Text>
        <Title order={1} fz={{ base: 20, sm: 26 }} fw={600}>
          Something has gone seriously wrong; we should be back by the time you finish your coffee.
        </Title>
        <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={18} />}>
          Go back home
        </Button>
      </Stack>
    </PublicFrame>
  );
}
