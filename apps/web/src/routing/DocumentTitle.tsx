// Keeps document.title on the current route's own title (routeTitles.ts). A path behind a
// feature flag waits for the flags (FlagRoute asks for them on those paths anyway), so a
// switched-off screen is titled as the not-found page it shows.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fetchFlags } from '../api/flags.ts';
import { flagsQueryKey } from '../session/flags.ts';
import { routeFlag, routeTitle } from './routeTitles.ts';

// The signed-in titles live in catalogues that may arrive after the first render (a reload on
// the editor's address): a catalogue's arrival re-renders the title, as a language switch does.
// One object, so useTranslation does not subscribe again on every render.
const FOLLOW_CATALOGUES = { bindI18n: 'languageChanged loaded' } as const;

export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(undefined, FOLLOW_CATALOGUES);
  // English keeps the table's texts exactly (the spec's titles); other languages translate.
  const translate = i18n.resolvedLanguage === 'en' ? undefined : t;
  const flagged = routeFlag(pathname) !== undefined;
  const flags = useQuery({
    queryKey: flagsQueryKey,
    queryFn: ({ signal }) => fetchFlags(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: flagged,
  });
  const title =
    flagged && flags.data
      ? routeTitle(pathname, flags.data, translate)
      : routeTitle(pathname, undefined, translate);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
