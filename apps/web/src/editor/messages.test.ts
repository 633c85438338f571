// The sentences the editor shows: English shows the core's own words, Malayalam and Hindi a
// translation of each — the editor's own from its catalogue, a core refusal from the one error
// catalogue the server's answers read, so a refusal reads the same whoever refused.
import { BLANK_DESIGN_MESSAGE, ERROR_MESSAGES, errorCodeOf, MESSAGES } from '@nibble/core';
import { PUBLICATION_MESSAGES } from '@nibble/core/publication';
import { describe, expect, it } from 'vitest';
import { apiErrorText } from '../i18n/apiErrors.ts';
import englishEditor from '../i18n/locales/en/editor.json';
import { i18n } from '../i18n/setup.ts';
import { editorMessage, errorText, TRANSLATED_TEXTS } from './messages.ts';

/** Every core refusal the editor can show before (or instead of) asking the server. */
const CORE_REFUSALS: readonly string[] = [
  ...Object.values(PUBLICATION_MESSAGES),
  BLANK_DESIGN_MESSAGE,
  MESSAGES.imageMissing,
  MESSAGES.imageInvalid,
  MESSAGES.imageTooLarge,
  MESSAGES.illustrationMissing,
  MESSAGES.illustrationInvalid,
  MESSAGES.illustrationTooLarge,
  MESSAGES.imagePixelsTooLarge,
];

describe('editorMessage', () => {
  it('shows every sentence word for word in English', () => {
    for (const text of [...TRANSLATED_TEXTS, ...CORE_REFUSALS]) {
      expect(editorMessage(text)).toBe(text);
    }
  });

  it('translates every one of them in Malayalam and Hindi', async () => {
    for (const language of ['ml', 'hi']) {
      await i18n.changeLanguage(language);
      const untranslated = [...TRANSLATED_TEXTS, ...CORE_REFUSALS].filter(
        (text) => editorMessage(text) === text,
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('reads every core refusal through its error code, as the server’s answer reads', async () => {
    for (const language of ['ml', 'hi']) {
      await i18n.changeLanguage(language);
      for (const text of CORE_REFUSALS) {
        const known = errorCodeOf(text);
        expect(known, text).not.toBeNull();
        if (!known) continue;
        const shown = editorMessage(text);
        expect(shown, `${language} ${known.code}`).toBe(apiErrorText(known.code, text));
        expect(i18n.exists(`errors:codes.${known.code}`, known.values), known.code).toBe(true);
      }
    }
  });

  it('keeps no editor message that repeats a server error message', () => {
    const serverSentences = new Set(
      Object.values(ERROR_MESSAGES).flatMap((m) =>
        typeof m === 'string' ? [m] : [m.one, m.other],
      ),
    );
    const flat = (node: unknown, path: string): [string, string][] =>
      typeof node === 'string'
        ? [[path, node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
            flat(v, path ? `${path}.${k}` : k),
          );
    const repeated = flat(englishEditor, '').filter(([, text]) =>
      serverSentences.has(text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{{$1}}')),
    );
    expect(repeated.map(([key]) => key)).toEqual([]);
  });

  it('says a refusal in Malayalam, keeping the limit of an upload rule', async () => {
    await i18n.changeLanguage('ml');
    expect(editorMessage(BLANK_DESIGN_MESSAGE)).toBe(i18n.t('errors:codes.design_blank'));
    expect(editorMessage(MESSAGES.imagePixelsTooLarge)).toMatch(/^ചിത്രത്തിന്റെ .*\(\d+ മെഗാപിക്സൽ\)/);
    expect(editorMessage(MESSAGES.imageTooLarge)).toMatch(/\(3 എംബി\)/);
    expect(errorText(new Error(PUBLICATION_MESSAGES.publishNotNew))).toBe(
      'പുതിയ ഡിസൈൻ മാത്രമേ പ്രസിദ്ധീകരിക്കാനാകൂ.',
    );
  });

  it('passes any other text through unchanged', async () => {
    await i18n.changeLanguage('hi');
    expect(editorMessage('Something no catalogue holds.')).toBe('Something no catalogue holds.');
  });
});
