// The preloader of spec §2: public routes show it for TIMERS_MS.preloader on entry.
import { Center, Loader, Stack } from '@mantine/core';
import { TIMERS_MS } from '@nibble/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Logo } from './Logo.tsx';
import classes from './Preloader.module.css';

/** A centred loader with the logo, used while a screen or its data is on its way. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
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

/**
 * Layout route for the public pages. The screen renders (and loads) underneath while the
 * preloader covers it, and the cover comes back on every entry to another public path.
 */
export function Preloader() {
  const { pathname } = useLocation();
  const [coveredPath, setCoveredPath] = useState<string | null>(pathname);

  useEffect(() => {
    setCoveredPath(pathname);
    const timer = window.setTimeout(() => setCoveredPath(null), TIMERS_MS.preloader);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <>
      {coveredPath === pathname && <PageLoader fullScreen />}
      <Outlet />
    </>
  );
}
