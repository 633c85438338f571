// Loads a language's dayjs locale once, as its own small chunk. Kept apart from dates.ts and
// without a static dayjs import, so the i18n setup every page runs does not pull dayjs into
// Home (the screens that format dates load it themselves).
import type { Language } from './languages.ts';

const loaded = new Set<Language>(['en']);

export async function loadDayjsLocale(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  if (language === 'ml') await import('dayjs/locale/ml.js');
  else if (language === 'hi') await import('dayjs/locale/hi.js');
  loaded.add(language);
}
