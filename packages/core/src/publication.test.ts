// Over 300 lines: spec §4 and §5's publication rules, one describe per rule, with the tables the
// spec gives.
import { describe, expect, it } from 'vitest';
import { inEachProcessZone, processHourAtNewYear } from './process-zone.test-util.ts';
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

// Clocks are instants in the platform zone (Asia/Kolkata, +05:30), built from UTC so the
// tests never depend on the zone of the process running them.
const ZONE = 'Asia/Kolkata';
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date =>
  new Date(Date.UTC(y, m - 1, d, h, min, s, ms) - 330 * 60_000);

// A window from 10/11/2026 to 20/11/2026, stored as calendar days.
const span = { publish_start: '2026-11-10', publish_end: '2026-11-20' };
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

describe('isActive (calendar days of the zone, inclusive)', () => {
  it('is active from 00:00 of the start day to 23:59:59.999 of the end day', () => {
    expect(isActive(span, startOfFirstDay, ZONE)).toBe(true);
    expect(isActive(span, middle, ZONE)).toBe(true);
    expect(isActive(span, endOfLastDay, ZONE)).toBe(true);
  });

  it('is not active one millisecond outside', () => {
    expect(isActive(span, justBefore, ZONE)).toBe(false);
    expect(isActive(span, justAfter, ZONE)).toBe(false);
  });

  it('counts the days of the zone it is given, not of the instant in UTC', () => {
    // 20/11 20:00 UTC is already 21/11 in Kolkata and still 20/11 in Los Angeles.
    const evening = new Date(Date.UTC(2026, 10, 20, 20));
    expect(isActive(span, evening, ZONE)).toBe(false);
    expect(isActive(span, evening, 'America/Los_Angeles')).toBe(true);
    expect(isActive(span, evening, 'UTC')).toBe(true);
    // 09/11 11:00 UTC is 10/11 01:00 on Kiritimati (+14) and still 09/11 in Kolkata.
    const morning = new Date(Date.UTC(2026, 10, 9, 11));
    expect(isActive(span, morning, 'Pacific/Kiritimati')).toBe(true);
    expect(isActive(span, morning, ZONE)).toBe(false);
  });

  it('reads a timestamp of the spec as the day of that instant in the zone', () => {
    // What a browser in India sent before: its midnight of 10/11, written in UTC.
    const indianMidnights = {
      publish_start: '2026-11-09T18:30:00.000Z',
      publish_end: '2026-11-20T18:29:59.999Z',
    };
    expect(isActive(indianMidnights, startOfFirstDay, ZONE)).toBe(true);
    expect(isActive(indianMidnights, justBefore, ZONE)).toBe(false);
    expect(isActive(indianMidnights, justAfter, ZONE)).toBe(false);
  });

  it('is never active without both dates or with unreadable ones', () => {
    expect(isActive({ publish_start: null, publish_end: span.publish_end }, middle, ZONE)).toBe(
      false,
    );
    expect(isActive({ publish_start: span.publish_start, publish_end: null }, middle, ZONE)).toBe(
      false,
    );
    expect(isActive({ publish_start: 'soon', publish_end: span.publish_end }, middle, ZONE)).toBe(
      false,
    );
  });

  it('does not read the zone of the process', () => {
    const zones = ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'];
    expect(new Set(inEachProcessZone(zones, processHourAtNewYear)).size).toBe(3);
    const answers = inEachProcessZone(zones, () =>
      [justBefore, startOfFirstDay, endOfLastDay, justAfter].map((now) =>
        isActive(span, now, ZONE),
      ),
    );
    expect(answers).toEqual(Array(3).fill([false, true, true, false]));
  });
});

describe('statusLine (spec §4 table)', () => {
  it('NEW: Not published, no colour', () => {
    expect(statusLine(fresh, middle, ZONE)).toEqual({
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
    expect(statusLine(published, startOfFirstDay, ZONE)).toEqual(expected);
    expect(statusLine(published, endOfLastDay, ZONE)).toEqual(expected);
  });

  it('PUBLISHED and over: the range plus (Expired), light grey', () => {
    expect(statusLine(published, justAfter, ZONE)).toEqual({
      text: '10/11/2026 - 20/11/2026 (Expired)',
      tone: 'expired',
      colour: 'lightgray',
    });
  });

  it('PUBLISHED and not started: the range, yellow', () => {
    expect(statusLine(published, justBefore, ZONE)).toEqual({
      text: '10/11/2026 - 20/11/2026',
      tone: 'scheduled',
      colour: 'yellow',
    });
  });

  it('shows the stored days in every zone; only the tone follows the zone', () => {
    const evening = new Date(Date.UTC(2026, 10, 20, 20));
    expect(statusLine(published, evening, 'Pacific/Kiritimati').text).toBe(
      '10/11/2026 - 20/11/2026 (Expired)',
    );
    expect(statusLine(published, evening, 'America/Los_Angeles').text).toBe(
      'Active 10/11/2026 - 20/11/2026',
    );
  });

  it('DISABLED: the range plus (Disabled), yellow, whatever the date', () => {
    for (const now of [justBefore, middle, justAfter]) {
      expect(statusLine(disabled, now, ZONE)).toEqual({
        text: '10/11/2026 - 20/11/2026 (Disabled)',
        tone: 'disabled',
        colour: 'yellow',
      });
    }
  });
});

describe('badgeColour', () => {
  it('follows the status line colours and is null while unpublished', () => {
    expect(badgeColour(fresh, middle, ZONE)).toBeNull();
    expect(badgeColour(published, middle, ZONE)).toBe('lightgreen');
    expect(badgeColour(published, justAfter, ZONE)).toBe('lightgray');
    expect(badgeColour(published, justBefore, ZONE)).toBe('yellow');
    expect(badgeColour(disabled, middle, ZONE)).toBe('yellow');
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
    expect(canDelete(published, middle, ZONE)).toBe(false);
    expect(canDelete(published, justBefore, ZONE)).toBe(true);
    expect(canDelete(published, justAfter, ZONE)).toBe(true);
    expect(canDelete(fresh, middle, ZONE)).toBe(true);
    expect(canDelete(disabled, middle, ZONE)).toBe(true);
  });

  it('unpublish and disable need PUBLISHED and not active; enable needs DISABLED', () => {
    expect(canUnpublish(published, justBefore, ZONE)).toBe(true);
    expect(canUnpublish(published, justAfter, ZONE)).toBe(true);
    expect(canUnpublish(published, middle, ZONE)).toBe(false);
    expect(canUnpublish(fresh, middle, ZONE)).toBe(false);
    expect(canDisable(published, middle, ZONE)).toBe(false);
    expect(canDisable(disabled, justAfter, ZONE)).toBe(false);
    expect(canEnable('DISABLED')).toBe(true);
    expect(canEnable('PUBLISHED')).toBe(false);
  });
});

describe('checkPublishDates (spec §5)', () => {
  const today = at(2026, 11, 21, 15, 30);
  const base = { type: 'promotion_coupon', now: today, zone: ZONE };

  it('accepts today as the start and answers the range as calendar days', () => {
    expect(checkPublishDates({ ...base, start: '2026-11-21', end: '2026-11-25' })).toEqual({
      ok: true,
      start: '2026-11-21',
      end: '2026-11-25',
    });
  });

  it('refuses a start before today', () => {
    expect(checkPublishDates({ ...base, start: '2026-11-20', end: '2026-11-25' })).toEqual({
      ok: false,
      errors: { start: 'The start date cannot be before today.' },
    });
  });

  it('"today" is the zone\'s: around midnight the same instant allows different days', () => {
    // 23/11 23:30 in Kolkata = 23/11 18:00 UTC = 24/11 08:00 on Kiritimati = 23/11 10:00 in LA.
    const now = at(2026, 11, 23, 23, 30);
    const range = { start: '2026-11-23', end: '2026-11-30', type: 'promotion_coupon', now };
    expect(checkPublishDates({ ...range, zone: ZONE }).ok).toBe(true);
    expect(checkPublishDates({ ...range, zone: 'America/Los_Angeles' }).ok).toBe(true);
    expect(checkPublishDates({ ...range, zone: 'Pacific/Kiritimati' })).toEqual({
      ok: false,
      errors: { start: 'The start date cannot be before today.' },
    });
    // Half an hour later Kolkata has moved on to 24/11 too.
    const later = new Date(now.getTime() + 30 * 60_000);
    expect(checkPublishDates({ ...range, now: later, zone: ZONE }).ok).toBe(false);
    expect(checkPublishDates({ ...range, now: later, zone: 'America/Los_Angeles' }).ok).toBe(true);
  });

  it("reads the spec's ISO timestamps as days of the zone", () => {
    // A browser in India sends its midnights of 22/11 and 23/11 in UTC.
    expect(
      checkPublishDates({
        ...base,
        start: '2026-11-21T18:30:00.000Z',
        end: '2026-11-22T18:30:00.000Z',
      }),
    ).toEqual({ ok: true, start: '2026-11-22', end: '2026-11-23' });
    // A zone-less date-time is the zone's wall clock: its date is the day.
    expect(
      checkPublishDates({ ...base, start: '2026-11-22T00:00', end: '2026-11-23T23:59:59' }),
    ).toEqual({ ok: true, start: '2026-11-22', end: '2026-11-23' });
  });

  it('accepts an end on the start day and refuses one the day before', () => {
    expect(checkPublishDates({ ...base, start: '2026-11-23', end: '2026-11-23' }).ok).toBe(true);
    expect(checkPublishDates({ ...base, start: '2026-11-23', end: '2026-11-22' })).toEqual({
      ok: false,
      errors: { end: 'The end date cannot be before the start date.' },
    });
  });

  it('asks for missing, unreadable or impossible dates', () => {
    expect(checkPublishDates({ ...base, start: null, end: '' })).toEqual({
      ok: false,
      errors: { start: 'Please select a start date', end: 'Please select an end date' },
    });
    expect(checkPublishDates({ ...base, start: 'next week', end: '2026-11-25' })).toEqual({
      ok: false,
      errors: { start: 'Please select a start date' },
    });
    expect(checkPublishDates({ ...base, start: '2026-11-22', end: '2026-02-30' })).toEqual({
      ok: false,
      errors: { end: 'Please select an end date' },
    });
  });

  it('locks the start while the design is active', () => {
    const active = { ...base, active: true, currentStart: span.publish_start };
    expect(checkPublishDates({ ...active, start: '2026-11-10', end: '2026-11-30' }).ok).toBe(true);
    expect(checkPublishDates({ ...active, start: '2026-11-22', end: '2026-11-30' })).toEqual({
      ok: false,
      errors: { start: 'The start date is locked while the design is active.' },
    });
  });

  it('restaurant_menu: the end is replaced by today + 3650 days, never refused', () => {
    const result = checkPublishDates({
      ...base,
      type: 'restaurant_menu',
      start: '2026-11-21',
      end: '2026-01-01',
    });
    expect(result).toEqual({ ok: true, start: '2026-11-21', end: '2036-11-18' });
  });

  it('restaurantMenuEnd is the day 3650 days after today in the zone', () => {
    expect(restaurantMenuEnd(today, ZONE)).toBe('2036-11-18');
    // 21/11 20:00 UTC: already 22/11 in Kolkata and on Kiritimati, still 21/11 in LA.
    const evening = new Date(Date.UTC(2026, 10, 21, 20));
    expect(restaurantMenuEnd(evening, ZONE)).toBe('2036-11-19');
    expect(restaurantMenuEnd(evening, 'Pacific/Kiritimati')).toBe('2036-11-19');
    expect(restaurantMenuEnd(evening, 'America/Los_Angeles')).toBe('2036-11-18');
  });
});

describe('publishDatesSchema', () => {
  const now = at(2026, 11, 21, 10);

  it('outputs the range as calendar days', () => {
    const schema = publishDatesSchema('promotion_coupon', now, ZONE);
    expect(schema.parse({ start: '2026-11-22', end: '2026-11-23' })).toEqual({
      start: '2026-11-22',
      end: '2026-11-23',
    });
  });

  it('reports the messages on their fields', () => {
    const result = publishDatesSchema('promotion_coupon', now, ZONE).safeParse({
      start: '2026-11-20',
      end: '2026-11-19',
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
  const dates = { start: '2026-11-15', end: '2026-11-30' };

  it('publishes a NEW design with its calendar days', () => {
    expect(transition(fresh, 'publish', now, ZONE, dates)).toEqual({
      ok: true,
      changes: { published: 1, publish_start: '2026-11-15', publish_end: '2026-11-30' },
    });
  });

  it('publishes a restaurant menu with the fixed end', () => {
    const result = transition({ ...fresh, type: 'restaurant_menu' }, 'publish', now, ZONE, dates);
    expect(result).toEqual({
      ok: true,
      changes: {
        published: 1,
        publish_start: '2026-11-15',
        publish_end: restaurantMenuEnd(now, ZONE),
      },
    });
  });

  it('refuses to publish without valid dates, with the field messages', () => {
    expect(transition(fresh, 'publish', now, ZONE)).toEqual({
      ok: false,
      reason: 'Please select a start date',
      errors: { start: 'Please select a start date', end: 'Please select an end date' },
    });
    expect(
      transition(fresh, 'publish', now, ZONE, { ...dates, start: '2026-11-14' }),
    ).toMatchObject({
      ok: false,
      reason: 'The start date cannot be before today.',
    });
  });

  it('publishes only from NEW', () => {
    for (const design of [published, disabled]) {
      expect(transition(design, 'publish', now, ZONE, dates)).toEqual({
        ok: false,
        reason: 'Only a new design can be published.',
      });
    }
  });

  it('unpublishes a published design that is not active', () => {
    expect(transition(published, 'unpublish', justBefore, ZONE)).toEqual({
      ok: true,
      changes: { published: 0 },
    });
    expect(transition(published, 'unpublish', justAfter, ZONE)).toEqual({
      ok: true,
      changes: { published: 0 },
    });
    expect(transition(published, 'unpublish', endOfLastDay, ZONE)).toEqual({
      ok: false,
      reason: 'The design is active and cannot be unpublished.',
    });
    expect(transition(fresh, 'unpublish', middle, ZONE)).toEqual({
      ok: false,
      reason: 'Only a published design can be unpublished.',
    });
    expect(transition(disabled, 'unpublish', justAfter, ZONE)).toEqual({
      ok: false,
      reason: 'Only a published design can be unpublished.',
    });
  });

  it('disables a published design that is not active', () => {
    expect(transition(published, 'disable', justAfter, ZONE)).toEqual({
      ok: true,
      changes: { published: 2 },
    });
    expect(transition(published, 'disable', startOfFirstDay, ZONE)).toEqual({
      ok: false,
      reason: 'The design is active and cannot be disabled.',
    });
    expect(transition(fresh, 'disable', middle, ZONE)).toEqual({
      ok: false,
      reason: 'Only a published design can be disabled.',
    });
  });

  it('enables only a disabled design', () => {
    expect(transition(disabled, 'enable', middle, ZONE)).toEqual({
      ok: true,
      changes: { published: 1 },
    });
    for (const design of [fresh, published]) {
      expect(transition(design, 'enable', middle, ZONE)).toEqual({
        ok: false,
        reason: 'Only a disabled design can be enabled.',
      });
    }
  });
});
