// The badge's words for a publication (spec §4 "Status line and list badge") in the
// interface language. The core writes the status line in the spec's English; the tone and
// the publication's days are all it says, so each tone has its catalogue message with the
// days (DD/MM/YYYY in every language) as values. English reads exactly as the core's line.
import {
  formatDay,
  type Publication,
  readDay,
  type StatusLine,
  type StatusTone,
  type TimeZone,
} from '@nibble/core';
import type { TFunction } from 'i18next';

type Translate = TFunction<'dashboard'>;
type ShownTone = Exclude<StatusTone, 'none'>;

const WORDS: Record<ShownTone, (t: Translate) => string> = {
  active: (t) => t('dashboard:badge.active'),
  expired: (t) => t('dashboard:badge.expired'),
  scheduled: (t) => t('dashboard:badge.scheduled'),
  disabled: (t) => t('dashboard:badge.disabled'),
};

type Days = { from: string; to: string };
const LINES: Record<ShownTone, (t: Translate, days: Days) => string> = {
  active: (t, days) => t('dashboard:badge.line.active', days),
  expired: (t, days) => t('dashboard:badge.line.expired', days),
  scheduled: (t, days) => t('dashboard:badge.line.scheduled', days),
  disabled: (t, days) => t('dashboard:badge.line.disabled', days),
};

/** The word beside the check: Active, Expired, Scheduled or Disabled. */
export const toneWord = (tone: ShownTone, t: Translate): string => WORDS[tone](t);

/** The status line under the badge's tooltip, the publication's days in DD/MM/YYYY. */
export function statusText(
  design: Publication,
  line: StatusLine,
  zone: TimeZone,
  t: Translate,
): string {
  const start = readDay(design.publish_start, zone);
  const end = readDay(design.publish_end, zone);
  if (line.tone === 'none') return line.text;
  // Publishing always stores both days; without them only a disabled record shows a badge.
  if (!start || !end) return t('dashboard:badge.line.disabledUndated');
  return LINES[line.tone](t, { from: formatDay(start), to: formatDay(end) });
}
