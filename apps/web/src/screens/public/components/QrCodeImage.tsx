// A QR code image served by the API. Width and height are fixed so nothing shifts while the
// image loads; the alt text names what the code opens.
import { Box } from '@mantine/core';
import { useText } from '../../../i18n/TextContext.tsx';

export function QrCodeImage({
  src,
  title,
  size,
  eager = false,
}: {
  src: string;
  /** What the code is for: the alt text reads 'QR code for <title>'. */
  title: string;
  size: number;
  eager?: boolean;
}) {
  const { t } = useText();
  return (
    <Box
      component="img"
      src={src}
      alt={t('common.qrCodeFor', { title })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // A code in the first view is what a phone paints last on slow 4G: fetch it first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      style={{
        display: 'block',
        width: size,
        height: size,
        maxWidth: '100%',
        background: '#fff',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    />
  );
}
