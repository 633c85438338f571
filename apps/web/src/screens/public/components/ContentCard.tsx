// One content of a city (spec §2 "City page"): title, QR code, publisher name and city.
// The whole card is the link to the content's Page screen.
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicContent } from '@nibble/core';
import { IconMapPin } from '@tabler/icons-react';
import { pagePath, pageQrCodeUrl } from '../../../api/publicAddresses.ts';
import { useText } from '../../../i18n/TextContext.tsx';
import { cityName } from '../../../layout/stateNames.ts';
import { QrCodeImage } from './QrCodeImage.tsx';

export function ContentCard({
  content,
  eager = false,
}: {
  content: PublicContent;
  /** In the first view: its code loads at once, not when scrolled to. */
  eager?: boolean;
}) {
  const { t } = useText();
  return (
    <Card
      component="a"
      href={pagePath(content.id)}
      withBorder
      radius="lg"
      padding="md"
      shadow="xs"
      style={{ textDecoration: 'none' }}
    >
      <Stack align="center" gap="sm" ta="center">
        <QrCodeImage
          src={pageQrCodeUrl(content.id)}
          title={content.title}
          size={160}
          eager={eager}
        />
        <Title order={2} fz="lg" lineClamp={2}>
          {content.title}
        </Title>
        <Stack gap={2} align="center">
          <Text size="sm" fw={600}>
            {content.publisher_name}
          </Text>
          <Text
            size="sm"
            c="dimmed"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconMapPin size={14} aria-hidden />
            {cityName(content.publisher_city, t)}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}

export function ContentCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Stack align="center" gap="sm">
        <Skeleton height={160} width={160} radius="sm" />
        <Skeleton height={20} width="70%" />
        <Skeleton height={14} width="50%" />
        <Skeleton height={14} width="35%" />
      </Stack>
    </Card>
  );
}
