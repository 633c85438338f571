// The loader of the preloader (spec §2) and of screens waiting for their data: without the
// router, so the public entry (public/) draws it too.
import { Center, Loader, Stack } from '@mantine/core';
import { useText } from '../i18n/TextContext.tsx';
import { Logo } from './Logo.tsx';
import classes from './Preloader.module.css';

/** A centred loader with the logo, used while a screen or its data is on its way. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useText();
  return (
    <Center
      h={fullScreen ? '100dvh' : 240}
      w="100%"
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
      className={fullScreen ? classes.cover : undefined}
      style={
        fullScreen
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: 1000,
              background: 'var(--mantine-color-body)',
            }
          : undefined
      }
    >
      <Stack align="center" gap="md">
        <Logo size={48} />
        <Loader type="dots" />
      </Stack>
    </Center>
  );
}
