// The preloader of spec §2: public routes show it for TIMERS_MS.preloader on entry.
import { TIMERS_MS } from '@nibble/core';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from './PageLoader.tsx';

export { PageLoader };

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
