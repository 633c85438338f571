// The page status line: the core's English words in English, the same tone and range in
// Malayalam and Hindi.
import { addDays, PUBLISHED, todayIn } from '@nibble/core';
import { type Publication, statusLine } from '@nibble/core/publication';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { translatedStatusLine } from './statusText.ts';

const ZONE = 'Asia/Kolkata';
const now = new Date();
const today = todayIn(ZONE, now);
const design = (published: number, start: number, end: number): Publication => ({
  published,
  publish_start: addDays(today, start),
  publish_end: addDays(today, end),
});

const CASES: [string, Publication][] = [
  ['new', { published: PUBLISHED.unpublished, publish_start: null, publish_end: null }],
  [
    'published without dates',
    { published: PUBLISHED.published, publish_start: null, publish_end: null },
  ],
  [
    'disabled without dates',
    { published: PUBLISHED.disabled, publish_start: null, publish_end: null },
  ],
  ['active', design(PUBLISHED.published, -1, 1)],
  ['expired', design(PUBLISHED.published, -5, -2)],
  ['scheduled', design(PUBLISHED.published, 2, 5)],
  ['disabled', design(PUBLISHED.disabled, -1, 1)],
];

describe('translatedStatusLine', () => {
  it.each(CASES)('is the core status line word for word in English (%s)', (_name, d) => {
    expect(translatedStatusLine(d, now, ZONE)).toEqual(statusLine(d, now, ZONE));
  });

  it('says the same in Malayalam, with the DD/MM/YYYY range and colour kept', async () => {
    await i18n.changeLanguage('ml');
    const active = design(PUBLISHED.published, -1, 1);
    const line = translatedStatusLine(active, now, ZONE);
    const english = statusLine(active, now, ZONE);
    expect(line.colour).toBe(english.colour);
    expect(line.text).toBe(english.text.replace('Active', 'സജീവം'));
    expect(translatedStatusLine(design(PUBLISHED.published, -5, -2), now, ZONE).text).toMatch(
      /^\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4} \(കാലാവധി കഴിഞ്ഞു\)$/,
    );
  });

  it.each(['ml', 'hi'])('leaves no English word in %s', async (language) => {
    await i18n.changeLanguage(language);
    for (const [, d] of CASES)
      expect(translatedStatusLine(d, now, ZONE).text).not.toMatch(/[A-Za-z]/);
  });
});
