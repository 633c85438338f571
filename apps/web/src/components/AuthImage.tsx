// An image that may live behind the API's bearer token (a design's preview before it is
// published). API URLs are fetched as blobs with the token; anything else is shown as is.
// Without a source, or when loading fails, a placeholder picture stands in.
import { Center, Image, type ImageProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchApiImage, isApiUrl } from '../api/designs.ts';

export interface AuthImageProps extends Omit<ImageProps, 'src'> {
  src: string | null | undefined;
  alt: string;
}

type Loaded = { src: string; url: string | null; failed: boolean };

export function AuthImage({ src, alt, h, ...props }: AuthImageProps) {
  const { t } = useTranslation('dashboard');
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!src || !isApiUrl(src)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchApiImage(src, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ src, url: objectUrl, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ src, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  const [broken, setBroken] = useState<string | null>(null);
  const current = loaded?.src === src ? loaded : null;
  const shown = !src ? null : isApiUrl(src) ? (current?.url ?? null) : src;
  const failed = !src || current?.failed === true || broken === shown;

  if (failed) {
    return (
      <Center h={h} bg="gray.1" role="img" aria-label={t('image.noPreview', { alt })}>
        <IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
      </Center>
    );
  }
  // While the blob loads, a grey box of the same height keeps the card from jumping.
  if (!shown) return <Center h={h} bg="gray.1" aria-busy="true" aria-label={alt} />;
  return <Image src={shown} alt={alt} h={h} onError={() => setBroken(shown)} {...props} />;
}
