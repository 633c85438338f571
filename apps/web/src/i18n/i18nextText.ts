// Malayalam and Hindi on the public pages: i18next with the language's public catalogue,
// fetched only by a visitor who reads them (its own chunk, as the catalogues are). An instance
// of its own, not the full app's (setup.ts), which brings the language detector, react-i18next
// and every other catalogue along.
import i18next from 'i18next';
import type { Language } from './languages.ts';
import type { PublicText } from './publicText.ts';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/public.json',
  '!./locales/en/public.json',
]);

export async function i18nextText(language: Exclude<Language, 'en'>): Promise<PublicText> {
  const load = catalogues[`./locales/${language}/public.json`];
  if (!load) throw new Error(`No public messages for ${language}`);
  const catalogue = (await load()).default;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    // The catalogue test makes sure every message is there: no English to fall back on.
    fallbackLng: false,
    ns: ['public'],
    defaultNS: 'public',
    resources: { [language]: { public: catalogue } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language, 'public');
  return { language, t: (key, values) => t(key, values) };
}
