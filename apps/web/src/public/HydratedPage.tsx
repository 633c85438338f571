// The page the browser hydrates, and what its language switch does: load the chosen language
// and redraw in place, and remember it for the server's next page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rememberForServer, rememberLanguage } from '../i18n/languageChoice.ts';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../i18n/languages.ts';
import { loadText } from '../i18n/loadText.ts';
import type { PublicText } from '../i18n/publicText.ts';
import { PublicApp } from './PublicApp.tsx';
import type { PublicPageData } from './pageData.ts';
import type { DrawnScreen } from './screens.ts';
import { publicTitle } from './title.ts';

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

export function HydratedPage({
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
    if (remembered === first.language) rememberForServer(remembered);
    else if (remembered) choose(remembered);
  }, [choose, first.language]);

  useEffect(() => {
    document.documentElement.lang = text.language;
    document.title = publicTitle(page, text.t);
  }, [page, text]);

  const value = useMemo(() => ({ ...text, choose }), [text, choose]);
  return <PublicApp Screen={Screen} page={page} text={value} />;
}
