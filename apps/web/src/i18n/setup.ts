// One i18next instance for the whole app. English is bundled (an English visitor loads no
// catalogue); Malayalam and Hindi are fetched only when chosen, each as its own chunk with its
// dayjs locale. The first visit follows the browser's languages; a choice made with the
// language switch is remembered in localStorage and wins from then on.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadDayjsLocale } from './dayjsLocales.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageOf,
} from './languages.ts';
import en from './locales/en.json';

const loadCatalogue = async (language: string) => {
  const lang = languageOf(language);
  const [catalogue] = await Promise.all([
    lang === 'ml' ? import('./locales/ml.json') : import('./locales/hi.json'),
    loadDayjsLocale(lang),
  ]);
  return catalogue.default;
};

const initialised = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, _namespace: string) =>
      language === 'en' ? Promise.resolve(en) : loadCatalogue(language),
    ),
  )
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
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

const followHtmlLang = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageOf(language);
};
i18n.on('languageChanged', followHtmlLang);
followHtmlLang(i18n.language);

/** Switches the interface and remembers the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the switch still applies to this visit.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
