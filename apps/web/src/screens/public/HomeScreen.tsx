// Home (spec §2): logo, tagline with the app's QR code, the city picker, the scan prompt and
// the privacy link (the frame's footer). Kept light: it is the first page a phone loads.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { appQrCodeUrl } from '../../api/public.ts';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { CityPicker } from './components/CityPicker.tsx';
import { QrCodeImage } from './components/QrCodeImage.tsx';

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame size="sm">
      <Stack align="center" ta="center" gap="xl">
        <img src="/brand/logo.svg" alt={t('home.logoAlt')} width={88} height={88} />

        <Stack align="center" gap="md">
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
            <Trans
              i18nKey="home.tagline"
              components={{ nowrap: <span style={{ whiteSpace: 'nowrap' }} /> }}
            />
          </Title>
          <Paper withBorder radius="lg" p="sm" shadow="xs">
            <QrCodeImage src={appQrCodeUrl} title={t('home.theApp')} size={180} eager />
          </Paper>
        </Stack>

        <CityPicker />

        <Paper withBorder radius="lg" p="md" w="100%" maw={360}>
          <Group wrap="nowrap" gap="md" justify="center">
            <img src="/brand/scan-code.svg" alt="" width={72} height={72} />
            <Text fw={600} ta="left">
              {t('common.scanWithApp')}
            </Text>
          </Group>
        </Paper>
      </Stack>
    </PublicFrame>
  );
}
