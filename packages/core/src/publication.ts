// Design publication (spec §4 "Design publication state", "Status line and list badge" and
// §5 "Publish dates"). Pure: every function that depends on the time takes `now` and the
// platform's time zone, and never reads the zone of the process it runs in.
//
// Decision — calendar days: a publication range is a pair of calendar days (`YYYY-MM-DD`),
// both inclusive, of the platform's time zone (docs/decisions.md). A design is active while
// today, in that zone, lies between them, so a design ending today is active all day today,
// and a browser in another zone sees and sends the very days the business chose.
//
// Decision — messages the spec leaves open (refusals are answered 409 by the server and
// logged as NOT ALLOWED by the editor):
// - 'Please select a start date' / 'Please select an end date' (missing or unreadable date)
// - 'Only a new design can be published.'
// - 'Only a published design can be unpublished.' / '... disabled.'
// - 'The design is active and cannot be unpublished.' / '... disabled.'
// - 'Only a disabled design can be enabled.'
import {
  addDays,
  type CalendarDay,
  type DayInput,
  formatDay,
  readDay,
  type TimeZone,
  todayIn,
} from './calendar-days.ts';
import {
  type DesignType,
  PUBLISHED,
  type PublishedCode,
  RESTAURANT_MENU_END_DAYS,
} from './constants.ts';
import { z } from './zod.ts';

export type EditorState = 'NEW' | 'PUBLISHED' | 'DISABLED';

/** What the publication rules read of a design (spec §3 Design): days, `YYYY-MM-DD`. */
export interface PublicationWindow {
  publish_start: string | null;
  publish_end: string | null;
}
export interface Publication extends PublicationWindow {
  published: number;
}

export const PUBLICATION_MESSAGES = {
  startRequired: 'Please select a start date',
  endRequired: 'Please select an end date',
  startBeforeToday: 'The start date cannot be before today.',
  endBeforeStart: 'The end date cannot be before the start date.',
  startLocked: 'The start date is locked while the design is active.',
  publishNotNew: 'Only a new design can be published.',
  unpublishNotPublished: 'Only a published design can be unpublished.',
  unpublishActive: 'The design is active and cannot be unpublished.',
  disableNotPublished: 'Only a published design can be disabled.',
  disableActive: 'The design is active and cannot be disabled.',
  enableNotDisabled: 'Only a disabled design can be enabled.',
} as const;

/** Choosing a design: 1 → PUBLISHED, 2 → DISABLED, anything else → NEW. */
export const stateOf = (published: number | null | undefined): EditorState =>
  published === PUBLISHED.published
    ? 'PUBLISHED'
    : published === PUBLISHED.disabled
      ? 'DISABLED'
      : 'NEW';

export type DateInput = DayInput;

interface DayRange {
  start: CalendarDay;
  end: CalendarDay;
}
const windowOf = (design: PublicationWindow, zone: TimeZone): DayRange | null => {
  const start = readDay(design.publish_start, zone);
  const end = readDay(design.publish_end, zone);
  return start && end ? { start, end } : null;
};

/** Today, in the zone, within [start day, end day], both inclusive. */
export const isActive = (design: PublicationWindow, now: Date, zone: TimeZone): boolean => {
  const days = windowOf(design, zone);
  if (!days) return false;
  const today = todayIn(zone, now);
  // `YYYY-MM-DD` strings order like the days they name.
  return days.start <= today && today <= days.end;
};

export type StatusTone = 'none' | 'active' | 'expired' | 'scheduled' | 'disabled';
export type StatusColour = null | 'lightgreen' | 'lightgray' | 'yellow';
export interface StatusLine {
  text: string;
  tone: StatusTone;
  colour: StatusColour;
}

const COLOUR_OF: Record<StatusTone, StatusColour> = {
  none: null,
  active: 'lightgreen',
  expired: 'lightgray',
  scheduled: 'yellow',
  disabled: 'yellow',
};
const line = (text: string, tone: StatusTone): StatusLine => ({
  text,
  tone,
  colour: COLOUR_OF[tone],
});

const formatRange = (days: DayRange): string => `${formatDay(days.start)} - ${formatDay(days.end)}`;

/** The editor's status line for a page of the design (spec §4 table). */
export const statusLine = (design: Publication, now: Date, zone: TimeZone): StatusLine => {
  const state = stateOf(design.published);
  if (state === 'NEW') return line('Not published', 'none');
  const days = windowOf(design, zone);
  // Publishing always stores both dates; a record without them can only be corrupt data.
  if (!days)
    return state === 'DISABLED' ? line('(Disabled)', 'disabled') : line('Published', 'none');
  const range = formatRange(days);
  if (state === 'DISABLED') return line(`${range} (Disabled)`, 'disabled');
  const today = todayIn(zone, now);
  if (today > days.end) return line(`${range} (Expired)`, 'expired');
  if (today < days.start) return line(range, 'scheduled');
  return line(`Active ${range}`, 'active');
};

/**
 * The check badge on the designs list: null while unpublished, else the status line's colour
 * ("the same colours", spec §4), so a disabled design shows yellow like its status line.
 */
export const badgeColour = (design: Publication, now: Date, zone: TimeZone): StatusColour =>
  statusLine(design, now, zone).colour;

export const canEdit = (state: EditorState): boolean => state === 'NEW';
export const canSave = (state: EditorState): boolean => state === 'NEW';
export const canPublish = (state: EditorState): boolean => state === 'NEW';
export const canUnpublish = (design: Publication, now: Date, zone: TimeZone): boolean =>
  stateOf(design.published) === 'PUBLISHED' && !isActive(design, now, zone);
export const canDisable = canUnpublish;
export const canEnable = (state: EditorState): boolean => state === 'DISABLED';

/** Why a design cannot be deleted (the server's 409 and the designs list's tooltip). */
export const DELETE_ACTIVE = 'The design is published and active and cannot be deleted.';
/** A live design (published and active now) cannot be deleted; any other can. */
export const canDelete = (design: Publication, now: Date, zone: TimeZone): boolean =>
  !(stateOf(design.published) === 'PUBLISHED' && isActive(design, now, zone));

/** restaurant_menu publications end RESTAURANT_MENU_END_DAYS days after today in the zone. */
export const restaurantMenuEnd = (now: Date, zone: TimeZone): CalendarDay =>
  addDays(todayIn(zone, now), RESTAURANT_MENU_END_DAYS);

export interface PublishDatesInput {
  start: DateInput;
  end: DateInput;
  type: DesignType | string;
  now: Date;
  /** The platform's time zone: the one "today" is counted in. */
  zone: TimeZone;
  /** The design is published and now within its window. */
  active?: boolean;
  /** The stored start while active: it may not change. */
  currentStart?: DateInput;
}
export type PublishDatesResult =
  | { ok: true; start: CalendarDay; end: CalendarDay }
  | { ok: false; errors: Partial<Record<'start' | 'end', string>> };

/**
 * Spec §5 publish dates. On success the range is two calendar days (`YYYY-MM-DD`). For
 * restaurant_menu the end is not the user's to choose: any given end is replaced.
 */
export const checkPublishDates = (input: PublishDatesInput): PublishDatesResult => {
  const errors: Partial<Record<'start' | 'end', string>> = {};
  const today = todayIn(input.zone, input.now);
  const start = readDay(input.start, input.zone);
  const end =
    input.type === 'restaurant_menu'
      ? restaurantMenuEnd(input.now, input.zone)
      : readDay(input.end, input.zone);

  if (!start) errors.start = PUBLICATION_MESSAGES.startRequired;
  else if (input.active) {
    if (readDay(input.currentStart, input.zone) !== start) {
      errors.start = PUBLICATION_MESSAGES.startLocked;
    }
  } else if (start < today) errors.start = PUBLICATION_MESSAGES.startBeforeToday;

  if (!end) errors.end = PUBLICATION_MESSAGES.endRequired;
  else if (start && end < start) errors.end = PUBLICATION_MESSAGES.endBeforeStart;

  if (!start || !end || errors.start || errors.end) return { ok: false, errors };
  return { ok: true, start, end };
};

const dateField = z.union([z.string(), z.date()]).nullish();

/** The Publish dialog's fields as a zod schema: outputs the range as calendar days. */
export const publishDatesSchema = (
  type: DesignType | string,
  now: Date,
  zone: TimeZone,
  options: { active?: boolean; currentStart?: DateInput } = {},
) =>
  z.object({ start: dateField, end: dateField }).transform((value, ctx) => {
    const result = checkPublishDates({
      start: value.start,
      end: value.end,
      ...options,
      type,
      now,
      zone,
    });
    if (result.ok) return { start: result.start, end: result.end };
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
    return z.NEVER;
  });

export type PublicationAction = 'publish' | 'unpublish' | 'disable' | 'enable';
export interface PublicationChanges {
  published: PublishedCode;
  publish_start?: string;
  publish_end?: string;
}
export type TransitionResult =
  | { ok: true; changes: PublicationChanges }
  | { ok: false; reason: string; errors?: Partial<Record<'start' | 'end', string>> };

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });

/**
 * One publication action on a design; `changes` is the spec's update body. Refusals carry a
 * sentence for the 409 answer (and, for bad dates, the field messages).
 */
export const transition = (
  design: Publication & { type?: DesignType | string },
  action: PublicationAction,
  now: Date,
  zone: TimeZone,
  dates?: { start: DateInput; end: DateInput },
): TransitionResult => {
  const state = stateOf(design.published);
  const active = state !== 'NEW' && isActive(design, now, zone);
  switch (action) {
    case 'publish': {
      if (state !== 'NEW') return refuse(PUBLICATION_MESSAGES.publishNotNew);
      const checked = checkPublishDates({
        start: dates?.start,
        end: dates?.end,
        type: design.type ?? '',
        now,
        zone,
      });
      if (!checked.ok) {
        const reason = checked.errors.start ?? checked.errors.end ?? '';
        return { ok: false, reason, errors: checked.errors };
      }
      return {
        ok: true,
        changes: {
          published: PUBLISHED.published,
          publish_start: checked.start,
          publish_end: checked.end,
        },
      };
    }
    case 'unpublish':
      if (state !== 'PUBLISHED') return refuse(PUBLICATION_MESSAGES.unpublishNotPublished);
      if (active) return refuse(PUBLICATION_MESSAGES.unpublishActive);
      return { ok: true, changes: { published: PUBLISHED.unpublished } };
    case 'disable':
      if (state !== 'PUBLISHED') return refuse(PUBLICATION_MESSAGES.disableNotPublished);
      if (active) return refuse(PUBLICATION_MESSAGES.disableActive);
      return { ok: true, changes: { published: PUBLISHED.disabled } };
    case 'enable':
      if (state !== 'DISABLED') return refuse(PUBLICATION_MESSAGES.enableNotDisabled);
      return { ok: true, changes: { published: PUBLISHED.published } };
  }
};
