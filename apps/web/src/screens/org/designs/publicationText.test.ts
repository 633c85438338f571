// The badge's line in English is the core's status line word for word; other languages say
// the same tone with the same DD/MM/YYYY days.
import { DEFAULT_TIME_ZONE, type Publication, type StatusTone, statusLine } from '@nibble/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/setup.ts';
import { statusText } from './publicationText.ts';

const NOW = new Date('2026-11-21T06:30:00Z');
const at = (offset: number) => new Date(Date.UTC(2026, 10, 21 + offset, 6, 30)).toISOString();
const publication = (published: number, from: number, to: number): Publication => ({
  published,
  publish_start: at(from),
  publish_end: at(to),
});

const CASES: [StatusTone, Publication][] = [
  ['active', publication(1, -1, 7)],
  ['expired', publication(1, -10, -2)],
  ['scheduled', publication(1, 3, 9)],
  ['disabled', publication(2, -1, 7)],
  ['disabled', { published: 2, publish_start: null, publish_end: null }],
];

describe('the publication badge line', () => {
  beforeAll(() => i18n.loadLanguages('hi'));

  it.each(CASES)('reads as the core line in English (%s)', (tone, design) => {
    const line = statusLine(design, NOW, DEFAULT_TIME_ZONE);
    expect(line.tone).toBe(tone);
    const t = i18n.getFixedT('en', 'dashboard');
    expect(statusText(design, line, DEFAULT_TIME_ZONE, t)).toBe(line.text);
  });

  it('says an expired window in Hindi with its days as DD/MM/YYYY', () => {
    const design = publication(1, -10, -2);
    const line = statusLine(design, NOW, DEFAULT_TIME_ZONE);
    const t = i18n.getFixedT('hi', 'dashboard');
    expect(statusText(design, line, DEFAULT_TIME_ZONE, t)).toBe(
      '11/11/2026 से 19/11/2026 तक (समाप्त)',
    );
  });
});
