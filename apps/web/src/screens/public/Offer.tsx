// The QR page (spec §2): one content's title and QR code. Beyond the spec, so someone who
// scanned with a plain camera sees the offer: its preview picture and its validity dates.
// Drawn from the answer it is given: by the server (public/), or by PageScreen where none
// drew it.
import { Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@nibble/core/calendar-days';
import { IconMapPin } from '@tabler/icons-react';
import { type PublicContentDetail, pageQrCodeUrl } from '../../api/publicAddresses.ts';
import { useText } from '../../i18n/TextContext.tsx';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { cityName } from '../../layout/stateNames.ts';
import { type Loadable, loaded } from '../../public/loadable.ts';
import type { PublicPageData } from '../../public/pageData.ts';
import { LoadFailed } from './components/LoadFailed.tsx';
import { QrCodeImage } from './components/QrCodeImage.tsx';

// The server's days (DD/MM/YYYY), not the instants read in this browser's zone: a visitor
// west of India would otherwise see every offer start a day early.
const validity = (content: PublicContentDetail): { from: string; to: string } | null => {
  if (!content.valid_from || !content.valid_to) return null;
  return { from: formatDay(content.valid_from), to: formatDay(content.valid_to) };
};

function PageView({ content }: { content: PublicContentDetail }) {
  const valid = validity(content);
  const { t } = useText();
  return (
    <Stack align="center" ta="center" gap="lg">
      <Stack gap={4} align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {content.title}
        </Title>
        <Text fw={600}>{content.publisher_name}</Text>
        <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconMapPin size={14} aria-hidden />
          {cityName(content.publisher_city, t)}
        </Text>
      </Stack>

      <Paper withBorder radius="lg" p="sm" shadow="xs">
        <QrCodeImage src={pageQrCodeUrl(content.id)} title={content.title} size={240} eager />
      </Paper>
      <Text fw={600}>{t('common.scanWithApp')}</Text>
      {valid && (
        <Text size="sm" c="dimmed">
          {t('page.valid', valid)}
        </Text>
      )}

      {content.preview && (
        <Image
          src={content.preview}
          alt={t('page.previewOf', { title: content.title })}
          radius="md"
          w="100%"
          maw={560}
          fit="contain"
          // Under the code, in a phone's first view: the page's largest picture.
          loading="eager"
          style={{ border: '1px solid var(--mantine-color-default-border)' }}
        />
      )}
    </Stack>
  );
}

function PageSkeleton() {
  const { t } = useText();
  return (
    <Stack align="center" gap="lg" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={256} width={256} radius="lg" />
    </Stack>
  );
}

export function Offer({ content }: { content: Loadable<PublicContentDetail> }) {
  const { t } = useText();
  return (
    <PublicFrame size="sm">
      {content.isPending && <PageSkeleton />}
      {content.isError && (
        <LoadFailed title={t('page.failed')} error={content.error} onRetry={content.refetch} />
      )}
      {content.isSuccess && <PageView content={content.data} />}
    </PublicFrame>
  );
}

/** The QR page as the server drew it, from the content it was drawn from. */
export function OfferPage({ page }: { page: PublicPageData }) {
  return page.screen === 'page' ? <Offer content={loaded(page.content)} /> : null;
}
