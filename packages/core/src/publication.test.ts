import { describe, expect, it } from 'vitest';
import {
  badgeColour,
  canDelete,
  canDisable,
  canEdit,
  canEnable,
  canPublish,
  canSave,
  canUnpublish,
  checkPublishDates,
  isActive,
  type Publication,
  publishDatesSchema,
  restaurantMenuEnd,
  stateOf,
  statusLine,
  transition,
} from './publication.ts';
import { fieldErrors } from './validation.ts';

// Local-time clocks: whole days are those of the process's time zone, so the tests hold in any TZ.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date =>
  new Date(y, m - 1, d, h, min, s, ms);
const iso = (date: Date): string => date.toISOString();

// A window from 10/11/2026 to 20/11/2026, stored the way the editor sends it (noon of each day),
// so the tests also prove the rounding to whole days.
const span = { publish_start: iso(at(2026, 11, 10, 12)), publish_end: iso(at(2026, 11, 20, 12)) };
const published: Publication = { published: 1, ...span };
const disabled: Publication = { published: 2, ...span };
const fresh: Publication = { published: 0, publish_start: null, publish_end: null };

const startOfFirstDay = at(2026, 11, 10);
const endOfLastDay = at(2026, 11, 20, 23, 59, 59, 999);
const justBefore = new Date(startOfFirstDay.getTime() - 1);
const justAfter = new Date(endOfLastDay.getTime() + 1);
const middle = at(2026, 11, 15, 9);

describe('stateOf', () => {
  it.each([
    [1, 'PUBLISHED'],
    [2, 'DISABLED'],
    [0, 'NEW'],
    [3, 'NEW'],
    [null, 'NEW'],
    [undefined, 'NEW'],
  ] as const)('published %s → %s', (code, state) => {
    expect(stateOf(code)).toBe(state);
  });
});

describe('isActive (whole days, inclusive)', () => {
  it('is active from 00:00 of the start day to 23:59:59.999 of the end day', () => {
    expect(isActive(span, startOfFirstDay)).toBe(true);
    expect(isActive(span, middle)).toBe(true);
    expect(isActive(span, endOfLastDay)).toBe(true);
  });

  it('is not active one millisecond outside', () => {
    expect(isActive(span, justBefore)).toBe(false);
    expect(isActive(span, justAfter)).toBe(false);
  });

  it('a design ending today is active all day today', () => {
    const endsToday = { publish_start: iso(at(2026, 11, 1)), publish_end: iso(at(2026, 11, 21)) };
    expect(isActive(endsToday, at(2026, 11, 21, 23, 30))).toBe(true);
  });

  it('reads date-only strings as local days', () => {
    expect(
      isActive({ publish_start: '2026-11-10', publish_end: '2026-11-10' }, at(2026, 11, 10, 23)),
    ).toBe(true);
  });

  it('is never active without both dates or with unreadable ones', () => {
    expect(isActive({ publish_start: null, publish_end: span.publish_end }, middle)).toBe(false);
    expect(isActive({ publish_start: span.publish_start, publish_end: null }, middle)).toBe(false);
    expect(isActive({ publish_start: 'soon', publish_end: span.publish_end }, middle)).toBe(false);
  });
});

describe('statusLine (spec §4 table)', () => {
  it('NEW: Not published, no colour', () => {
    expect(statusLine(fresh, middle)).toEqual({
      text: 'Not published',
      tone: 'none',
      colour: null,
    });
  });

  it('PUBLISHED and active: Active plus the range, light green', () => {
    const expected = {
      text: 'Active 10/11/2026 - 20/11/2026',
      tone: 'active',
      colour: 'lightgreen',
    };
    expect(statusLine(published, startOfFirstDay)).toEqual(expected);
    expect(statusLine(published, endOfLastDay)).toEqual(expected);
  });

  it('PUBLISHED and over: the range plus (Expired), light grey', () => {
    expect(statusLine(published, justAfter)).toEqual({
      text: '10/11/2026 - 20/11/2026 (Expired)',
      tone: 'expired',
      colour: 'lightgray',
    });
  });

  it('PUBLISHED and not started: the range, yellow', () => {
    expect(statusLine(published, justBefore)).toEqual({
      text: '10/11/2026 - 20/11/2026',
      tone: 'scheduled',
      colour: 'yellow',
    });
  });

  it('DISABLED: the range plus (Disabled), yellow, whatever the date', () => {
    for (const now of [justBefore, middle, justAfter]) {
      expect(statusLine(disabled, now)).toEqual({
        text: '10/11/2026 - 20/11/2026 (Disabled)',
        tone: 'disabled',
        colour: 'yellow',
      });
    }
  });
});

describe('badgeColour', () => {
  it('follows the status line colours and is null while unpublished', () => {
    expect(badgeColour(fresh, middle)).toBeNull();
    expect(badgeColour(published, middle)).toBe('lightgreen');
    expect(badgeColour(published, justAfter)).toBe('lightgray');
    expect(badgeColour(published, justBefore)).toBe('yellow');
    expect(badgeColour(disabled, middle)).toBe('yellow');
  });
});

describe('guards', () => {
  it('only NEW designs are edited, saved and published', () => {
    expect([canEdit('NEW'), canSave('NEW'), canPublish('NEW')]).toEqual([true, true, true]);
    for (const state of ['PUBLISHED', 'DISABLED'] as const) {
      expect([canEdit(state), canSave(state), canPublish(state)]).toEqual([false, false, false]);
    }
  });

  it('a design is deletable unless it is published and active now', () => {
    expect(canDelete(published, middle)).toBe(false);
    expect(canDelete(published, justBefore)).toBe(true);
    expect(canDelete(published, justAfter)).toBe(true);
    expect(canDelete(fresh, middle)).toBe(true);
    expect(canDelete(disabled, middle)).toBe(true);
  });

  it('unpublish and disable need PUBLISHED and not active; enable needs DISABLED', () => {
    expect(canUnpublish(published, justBefore)).toBe(true);
    expect(canUnpublish(published, justAfter)).toBe(true);
    expect(canUnpublish(published, middle)).toBe(false);
    expect(canUnpublish(fresh, middle)).toBe(false);
    expect(canDisable(published, middle)).toBe(false);
    expect(canDisable(disabled, justAfter)).toBe(false);
    expect(canEnable('DISABLED')).toBe(true);
    expect(canEnable('PUBLISHED')).toBe(false);
  });
});

describe('checkPublishDates (spec §5)', () => {
  const today = at(2026, 11, 21, 15, 30);
  const base = { type: 'promotion_coupon', now: today };

  it('accepts today as the start and rounds the range to whole days', () => {
    expect(
      checkPublishDates({ ...base, start: at(2026, 11, 21, 9), end: at(2026, 11, 25, 9) }),
    ).toEqual({
      ok: true,
      start: iso(at(2026, 11, 21)),
      end: iso(at(2026, 11, 25, 23, 59, 59, 999)),
    });
  });

  it('refuses a start before today, even by a millisecond', () => {
    const start = at(2026, 11, 20, 23, 59, 59, 999);
    expect(checkPublishDates({ ...base, start, end: at(2026, 11, 25) })).toEqual({
      ok: false,
      errors: { start: 'The start date cannot be before today.' },
    });
  });

  it('accepts an end on the start day and refuses one the day before', () => {
    expect(checkPublishDates({ ...base, start: at(2026, 11, 23), end: at(2026, 11, 23) }).ok).toBe(
      true,
    );
    expect(
      checkPublishDates({ ...base, start: at(2026, 11, 23), end: at(2026, 11, 22, 23) }),
    ).toEqual({
      ok: false,
      errors: { end: 'The end date cannot be before the start date.' },
    });
  });

  it('asks for missing or unreadable dates', () => {
    expect(checkPublishDates({ ...base, start: null, end: '' })).toEqual({
      ok: false,
      errors: { start: 'Please select a start date', end: 'Please select an end date' },
    });
    expect(checkPublishDates({ ...base, start: 'next week', end: at(2026, 11, 25) })).toEqual({
      ok: false,
      errors: { start: 'Please select a start date' },
    });
  });

  it('locks the start while the design is active', () => {
    const active = { ...base, active: true, currentStart: span.publish_start };
    expect(
      checkPublishDates({ ...active, start: at(2026, 11, 10, 8), end: at(2026, 11, 30) }).ok,
    ).toBe(true);
    expect(
      checkPublishDates({ ...active, start: at(2026, 11, 22), end: at(2026, 11, 30) }),
    ).toEqual({
      ok: false,
      errors: { start: 'The start date is locked while the design is active.' },
    });
  });

  it('restaurant_menu: the end is replaced by today + 3650 days, never refused', () => {
    const result = checkPublishDates({
      ...base,
      type: 'restaurant_menu',
      start: at(2026, 11, 21),
      end: at(2026, 1, 1),
    });
    expect(result).toEqual({
      ok: true,
      start: iso(at(2026, 11, 21)),
      end: iso(restaurantMenuEnd(today)),
    });
  });

  it('restaurantMenuEnd is the end of the day 3650 days after today', () => {
    const expected = at(2026, 11, 21, 23, 59, 59, 999);
    expected.setDate(expected.getDate() + 3650);
    expect(restaurantMenuEnd(today)).toEqual(expected);
  });
});

describe('publishDatesSchema', () => {
  const now = at(2026, 11, 21, 10);

  it('outputs the rounded ISO range', () => {
    const schema = publishDatesSchema('promotion_coupon', now);
    expect(
      schema.parse({ start: iso(at(2026, 11, 22, 13)), end: iso(at(2026, 11, 23, 1)) }),
    ).toEqual({
      start: iso(at(2026, 11, 22)),
      end: iso(at(2026, 11, 23, 23, 59, 59, 999)),
    });
  });

  it('reports the messages on their fields', () => {
    const result = publishDatesSchema('promotion_coupon', now).safeParse({
      start: at(2026, 11, 20),
      end: at(2026, 11, 19),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        start: 'The start date cannot be before today.',
        end: 'The end date cannot be before the start date.',
      });
    }
  });
});

describe('transition', () => {
  const now = at(2026, 11, 15, 9);
  const dates = { start: at(2026, 11, 15, 12), end: at(2026, 11, 30, 12) };

  it('publishes a NEW design with whole-day dates', () => {
    expect(transition(fresh, 'publish', now, dates)).toEqual({
      ok: true,
      changes: {
        published: 1,
        publish_start: iso(at(2026, 11, 15)),
        publish_end: iso(at(2026, 11, 30, 23, 59, 59, 999)),
      },
    });
  });

  it('publishes a restaurant menu with the fixed end', () => {
    const result = transition({ ...fresh, type: 'restaurant_menu' }, 'publish', now, dates);
    expect(result).toEqual({
      ok: true,
      changes: {
        published: 1,
        publish_start: iso(at(2026, 11, 15)),
        publish_end: iso(restaurantMenuEnd(now)),
      },
    });
  });

  it('refuses to publish without valid dates, with the field messages', () => {
    expect(transition(fresh, 'publish', now)).toEqual({
      ok: false,
      reason: 'Please select a start date',
      errors: { start: 'Please select a start date', end: 'Please select an end date' },
    });
    expect(transition(fresh, 'publish', now, { ...dates, start: at(2026, 11, 14) })).toMatchObject({
      ok: false,
      reason: 'The start date cannot be before today.',
    });
  });

  it('publishes only from NEW', () => {
    for (const design of [published, disabled]) {
      expect(transition(design, 'publish', now, dates)).toEqual({
        ok: false,
        reason: 'Only a new design can be published.',
      });
    }
  });

  it('unpublishes a published design that is not active', () => {
    expect(transition(published, 'unpublish', justBefore)).toEqual({
      ok: true,
      changes: { published: 0 },
    });
    expect(transition(published, 'unpublish', justAfter)).toEqual({
      ok: true,
      changes: { published: 0 },
    });
    expect(transition(published, 'unpublish', endOfLastDay)).toEqual({
      ok: false,
      reason: 'The design is active and cannot be unpublished.',
    });
    expect(transition(fresh, 'unpublish', middle)).toEqual({
      ok: false,
      reason: 'Only a published design can be unpublished.',
    });
    expect(transition(disabled, 'unpublish', justAfter)).toEqual({
      ok: false,
      reason: 'Only a published design can be unpublished.',
    });
  });

  it('disables a published design that is not active', () => {
    expect(transition(published, 'disable', justAfter)).toEqual({
      ok: true,
      changes: { published: 2 },
    });
    expect(transition(published, 'disable', startOfFirstDay)).toEqual({
      ok: false,
      reason: 'The design is active and cannot be disabled.',
    });
    expect(transition(fresh, 'disable', middle)).toEqual({
      ok: false,
      reason: 'Only a published design can be disabled.',
    });
  });

  it('enables only a disabled design', () => {
    expect(transition(disabled, 'enable', middle)).toEqual({ ok: true, changes: { published: 1 } });
    for (const design of [fresh, published]) {
      expect(transition(design, 'enable', middle)).toEqual({
        ok: false,
        reason: 'Only a disabled design can be enabled.',
      });
    }
  });
});
