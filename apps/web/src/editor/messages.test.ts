// The core's sentences the editor shows: English shows the core's own words, Malayalam and
// Hindi a translation of each.
import { BLANK_DESIGN_MESSAGE, MESSAGES } from '@nibble/core';
import { PUBLICATION_MESSAGES } from '@nibble/core/publication';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { editorMessage, errorText, TRANSLATED_TEXTS } from './messages.ts';

describe('editorMessage', () => {
  it('shows each translated core sentence word for word in English', () => {
    for (const text of TRANSLATED_TEXTS) expect(editorMessage(text)).toBe(text);
  });

  it('translates every one of them in Malayalam and Hindi', async () => {
    for (const language of ['ml', 'hi']) {
      await i18n.changeLanguage(language);
      const untranslated = TRANSLATED_TEXTS.filter((text) => editorMessage(text) === text);
      expect(untranslated, language).toEqual([]);
    }
  });

  it('covers every publication rule and the blank design refusal', () => {
    expect(TRANSLATED_TEXTS).toEqual(
      expect.arrayContaining([...Object.values(PUBLICATION_MESSAGES), BLANK_DESIGN_MESSAGE]),
    );
  });

  it('says a refusal in Malayalam, keeping the limit of an upload rule', async () => {
    await i18n.changeLanguage('ml');
    expect(editorMessage(BLANK_DESIGN_MESSAGE)).toBe(
      'ഈ ഡിസൈൻ ശൂന്യമാണ്: പ്രസിദ്ധീകരിക്കും മുമ്പ് ഒരു രൂപമോ ടെക്സ്റ്റോ ചിത്രമോ ചേർക്കുക.',
    );
    expect(editorMessage(MESSAGES.imagePixelsTooLarge)).toMatch(/^ചിത്രത്തിന്റെ .*\(\d+ മെഗാപിക്സൽ\)/);
    expect(errorText(new Error(PUBLICATION_MESSAGES.publishNotNew))).toBe(
      'പുതിയ ഡിസൈൻ മാത്രമേ പ്രസിദ്ധീകരിക്കാനാകൂ.',
    );
  });

  it('passes any other text through unchanged', async () => {
    await i18n.changeLanguage('hi');
    expect(editorMessage('Invalid image content.')).toBe('Invalid image content.');
  });
});
