// Home (spec §2): logo, tagline with the app's QR code, the city picker, the scan prompt and
// the privacy link (the frame's footer). Kept light: it is the first page a phone loads.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { appQrCodeUrl } from '../../api/public.ts';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { CityPicker } from './components/CityPicker.tsx';
import { QrCodeImage } from './components/QrCodeImage.tsx';

export default function HomeScreen() {
  return (
    <PublicFrame size="sm">
      <Stack align="center" ta="center" gap="xl">
        <img src="/brand/logo.svg" alt="Nibble Studio logo" width={88} height={88} />

        <Stack align="center" gap="md">
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
            To-go app for <span style={{ whiteSpace: 'nowrap' }}>real-world</span> contents.
          </Title>
          <Paper withBorder radius="lg" p="sm" shadow="xs">
            <QrCodeImage src={appQrCodeUrl} title="the Nibble app" size={180} eager />
          </Paper>
        </Stack>

        <CityPicker />

        <Paper withBorder radius="lg" p="md" w="100%" maw={360}>
          <Group wrap="nowrap" gap="md" justify="center">
            <img src="/brand/scan-code.svg" alt="" width={72} height={72} />
            <Text fw={600} ta="left">
              Scan the code using the app
            </Text>
          </Group>
        </Paper>
      </Stack>
    </PublicFrame>
  );
}
