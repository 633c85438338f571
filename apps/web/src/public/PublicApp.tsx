// Home, City and the QR page as the server draws them and the browser hydrates them: the
// page's screen from the answer it was drawn from, under the theme, its messages and the
// spec's 1000 ms preloader. No router, query cache or session store: moving on from here is
// a page load (links, the city picker), and the full app loads where it is needed.
import { TIMERS_MS } from '@nibble/core/constants';
import { useEffect, useState } from 'react';
import { TextProvider, type TextValue } from '../i18n/TextContext.tsx';
import { NibbleTheme } from '../layout/NibbleTheme.tsx';
import { PageLoader } from '../layout/PageLoader.tsx';
import type { PublicPageData } from './pageData.ts';
import type { DrawnScreen } from './screens.ts';

/** The cover of spec §2, over the page already drawn; it leaves after TIMERS_MS.preloader. */
function Preloader() {
  const [covered, setCovered] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setCovered(false), TIMERS_MS.preloader);
    return () => window.clearTimeout(timer);
  }, []);
  return covered ? <PageLoader fullScreen /> : null;
}

export function PublicApp({
  Screen,
  page,
  text,
}: {
  /** The page's screen, already loaded (screens.ts). */
  Screen: DrawnScreen;
  page: PublicPageData;
  text: TextValue;
}) {
  return (
    <NibbleTheme>
      <TextProvider value={text}>
        <Preloader />
        <Screen page={page} />
      </TextProvider>
    </NibbleTheme>
  );
}
