// The page's publication status line (spec §4 table) in the interface language. The core
// decides the tone and colour and writes the English line; this says the same in the
// language shown, with the same DD/MM/YYYY range in every language.
import { formatDay, type Publication, readDay, type TimeZone } from '@nibble/core';
import { type StatusLine, stateOf, statusLine } from '@nibble/core/publication';
import { i18n } from '../../i18n/setup.ts';

/** 'DD/MM/YYYY - DD/MM/YYYY' as the core writes it, or null without both days. */
const rangeOf = (design: Publication, zone: TimeZone): string | null => {
  const start = readDay(design.publish_start, zone);
  const end = readDay(design.publish_end, zone);
  return start && end ? `${formatDay(start)} - ${formatDay(end)}` : null;
};

/** The core's status line with its text in the interface language. */
export function translatedStatusLine(design: Publication, now: Date, zone: TimeZone): StatusLine {
  const line = statusLine(design, now, zone);
  const range = rangeOf(design, zone);
  const text = (() => {
    switch (line.tone) {
      case 'none':
        return stateOf(design.published) === 'NEW'
          ? i18n.t('editor:status.notPublished')
          : i18n.t('editor:status.published');
      case 'disabled':
        return range
          ? i18n.t('editor:status.rangeDisabled', { range })
          : i18n.t('editor:status.disabled');
      case 'expired':
        return i18n.t('editor:status.expired', { range });
      case 'scheduled':
        return range ?? line.text;
      case 'active':
        return i18n.t('editor:status.active', { range });
    }
  })();
  return { ...line, text };
}
