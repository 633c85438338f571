// One i18next instance for the whole app: the floor every translated file stands on, so it
// imports nothing of the app (no session, no API, no editor). The editor's files that only
// want `t` load i18next and the catalogues, nothing more. What follows a switch (<html lang>,
// the API errors' translator, the account) is wired above it: wiring.ts, userLanguage.ts.
// Messages are split by the part of the product that shows them (namespaces.ts): the public
// pages' English is bundled, every other catalogue is its own chunk, fetched when its screens
// open or its language is chosen — an English visitor of Home loads no catalogue, a Malayalam
// one loads only Malayalam's, with its dayjs locale. The first visit follows the browser's
// languages; a choice made with the language switch is remembered in a cookie (so the server
// renders the public pages in it, ssr/) and in localStorage, and wins from then on.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadDayjsLocale } from './dayjsLocales.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageOf,
} from './languages.ts';
import englishPublic from './locales/en/public.json';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces.ts';

// Vite makes one chunk of each catalogue file; English's public one is bundled above.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/public.json',
]);

const loadCatalogue = async (language: string, namespace: string) => {
  const lang = languageOf(language);
  const load = catalogues[`./locales/${lang}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} messages for ${lang}`);
  const [catalogue] = await Promise.all([load(), loadDayjsLocale(lang)]);
  return catalogue.default;
};

const initialised = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      language === 'en' && namespace === DEFAULT_NAMESPACE
        ? Promise.resolve(englishPublic)
        : loadCatalogue(language, namespace),
    ),
  )
  .use(initReactI18next)
  .init({
    resources: { en: { [DEFAULT_NAMESPACE]: englishPublic } },
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    detection: {
      // The cookie first: it is what the server rendered the page in, so hydration matches.
      order: ['cookie', 'localStorage', 'navigator'],
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Only an explicit choice is remembered (chooseLanguage), so a first visit keeps
      // following the browser until the visitor picks a language.
      caches: [],
    },
    // main.tsx waits for the first language before rendering and changeLanguage loads a
    // catalogue before it switches, so no screen ever waits for one.
    react: { useSuspense: false },
  });

/** Resolves once the first language's catalogue is in (at once for English). */
export const languageReady = (): Promise<unknown> => initialised;

/** The language the interface shows now. */
export const currentLanguage = (): Language => languageOf(i18n.resolvedLanguage ?? i18n.language);

/**
 * Fetches the messages of some part of the product in the current language (and keeps them
 * for later switches). Screens call it before they render, so nothing shows a bare key.
 */
export const loadNamespaces = (namespaces: readonly Namespace[]): Promise<void> =>
  initialised.then(() => i18n.loadNamespaces([...namespaces]));

export { i18n };
