// Home (spec §2): logo, tagline with the app's QR code, the city picker, the scan prompt and
// the privacy link (the frame's footer). Kept light: it is the first page a phone loads. Drawn
// from the cities it is given: by the server (public/), or by HomeScreen where none drew it.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { appQrCodeUrl, type PublicCity } from '../../api/publicAddresses.ts';
import { Markup } from '../../i18n/Markup.tsx';
import { useText } from '../../i18n/TextContext.tsx';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { type Loadable, loaded } from '../../public/loadable.ts';
import type { PublicPageData } from '../../public/pageData.ts';
import { CityPicker } from './components/CityPicker.tsx';
import { QrCodeImage } from './components/QrCodeImage.tsx';

export function Home({ cities }: { cities: Loadable<PublicCity[]> }) {
  const { t } = useText();
  return (
    <PublicFrame size="sm" signInLink>
      <Stack align="center" ta="center" gap="xl">
        <img src="/brand/logo.svg" alt={t('home.logoAlt')} width={88} height={88} />

        <Stack align="center" gap="md">
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
            <Markup
              message={t('home.tagline')}
              components={{ nowrap: <span style={{ whiteSpace: 'nowrap' }} /> }}
            />
          </Title>
          <Paper withBorder radius="lg" p="sm" shadow="xs">
            <QrCodeImage src={appQrCodeUrl} title={t('home.theApp')} size={180} eager />
          </Paper>
        </Stack>

        <CityPicker cities={cities} />

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

/** Home as the server drew it, from the cities it was drawn from (public/screens.ts). */
export function HomePage({ page }: { page: PublicPageData }) {
  return page.screen === 'home' ? <Home cities={loaded(page.cities)} /> : null;
}
