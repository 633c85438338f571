// Hydrates the page the server drew, in the language it drew it in: English with no i18n
// runtime, Malayalam or Hindi once their messages are in. The language switch loads the
// chosen language and redraws in place, and remembers it for the server's next page.
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { rememberLanguage } from '../i18n/languageChoice.ts';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../i18n/languages.ts';
import { readServerState } from '../ssr/state.ts';
import { PublicApp } from './PublicApp.tsx';
import type { PublicPageData } from './pageData.ts';
import { type DrawnScreen, loadScreen } from './screens.ts';
import { signedIn } from './signedIn.ts';
import { loadText } from './text/loadText.ts';
import type { PublicText } from './text/publicText.ts';
import { publicTitle } from './title.ts';

/** Where a signed-in user goes from a visitor's page (session/guards.tsx PublicOnly). */
const SIGNED_IN_HOME = '/dashboard/orgs';

/**
 * A choice this browser kept before the language cookie existed: the server could not know it
 * and drew the page in the browser's language. Hydrate that first, then switch.
 */
const rememberedWithoutCookie = (): Language | null => {
  if (document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return null;
  try {
    const remembered = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(remembered) ? remembered : null;
  } catch {
    return null;
  }
};

function HydratedPage({
  Screen,
  page,
  first,
}: {
  Screen: DrawnScreen;
  page: PublicPageData;
  first: PublicText;
}) {
  const [text, setText] = useState(first);
  const latest = useRef<Language>(first.language);

  const choose = useCallback((language: Language) => {
    rememberLanguage(language);
    latest.current = language;
    // A catalogue that cannot be fetched leaves the page in the language it shows.
    void Promise.resolve(loadText(language)).then(
      (next) => {
        if (latest.current === language) setText(next);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const remembered = rememberedWithoutCookie();
    if (remembered && remembered !== first.language) choose(remembered);
  }, [choose, first.language]);

  useEffect(() => {
    document.documentElement.lang = text.language;
    document.title = publicTitle(page, text.t);
  }, [page, text]);

  const value = useMemo(() => ({ ...text, choose }), [text, choose]);
  return <PublicApp Screen={Screen} page={page} text={value} />;
}

async function hydrate() {
  const state = readServerState(document);
  const container = document.getElementById('root');
  // This entry runs only on pages the server drew; opened any other way, Home is.
  if (!state || !container) return window.location.replace('/');
  if (signedIn()) return window.location.replace(SIGNED_IN_HOME);
  const [Screen, first] = await Promise.all([
    loadScreen(state.page.screen),
    Promise.resolve(loadText(state.language)).catch(() => loadText('en')),
  ]);
  hydrateRoot(
    container,
    <StrictMode>
      <HydratedPage Screen={Screen} page={state.page} first={first} />
    </StrictMode>,
  );
}

void hydrate();
