// Page screen (spec §2): one content's title and QR code. Beyond the spec, so someone who
// scanned with a plain camera sees the offer: its preview picture and its validity dates.
import { Alert, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DATE_DISPLAY_FORMAT } from '@nibble/core/constants';
import { IconMapPin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { type PublicContentDetail, pageQrCodeUrl, usePublicContent } from '../../api/public.ts';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { QrCodeImage } from './components/QrCodeImage.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const PAGE_ID = /^[0-9]{1,10}$/;

// The server's days, not the instants read in this browser's zone: a visitor west of India
// would otherwise see every offer start a day early.
const validity = (content: PublicContentDetail): { from: string; to: string } | null => {
  if (!content.valid_from || !content.valid_to) return null;
  // dayjs reads YYYY-MM-DD as that day in the local zone, so the day survives formatting.
  const format = (day: string) => dayjs(day).format(DATE_DISPLAY_FORMAT);
  return { from: format(content.valid_from), to: format(content.valid_to) };
};

function PageView({ content }: { content: PublicContentDetail }) {
  const valid = validity(content);
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="lg">
      <Stack gap={4} align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {content.title}
        </Title>
        <Text fw={600}>{content.publisher_name}</Text>
        <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconMapPin size={14} aria-hidden />
          {content.publisher_city}
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
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="lg" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={256} width={256} radius="lg" />
    </Stack>
  );
}

export default function PageScreen() {
  const { page = '' } = useParams();
  const wellFormed = PAGE_ID.test(page);
  const content = usePublicContent(wellFormed ? page : '');
  const { t } = useTranslation();

  if (!wellFormed) return <NotFoundScreen />;
  if (content.isError) {
    const error = content.error;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return <NotFoundScreen />;
    }
  }

  return (
    <PublicFrame size="sm">
      {content.isPending && <PageSkeleton />}
      {content.isError && (
        <Alert color="red" variant="light" title={t('page.failed')}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{content.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => content.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      {content.isSuccess && <PageView content={content.data} />}
    </PublicFrame>
  );
}
