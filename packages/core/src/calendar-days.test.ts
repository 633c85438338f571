import { describe, expect, it } from 'vitest';
import { addDays, dayAt, formatDay, isTimeZone, readDay, todayIn } from './calendar-days.ts';
import { inEachProcessZone, processHourAtNewYear } from './process-zone.test-util.ts';

describe('todayIn', () => {
  // One instant, three calendar days: 23/11/2026 10:30 UTC.
  const instant = new Date(Date.UTC(2026, 10, 23, 10, 30));

  it('is the day of the instant in the zone given', () => {
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', new Date(Date.UTC(2026, 10, 23, 7, 59)))).toBe(
      '2026-11-22',
    );
  });

  it("turns at the zone's midnight", () => {
    // Kolkata's midnight of 24/11 is 23/11 18:30 UTC.
    expect(dayAt(new Date(Date.UTC(2026, 10, 23, 18, 29, 59, 999)), 'Asia/Kolkata')).toBe(
      '2026-11-23',
    );
    expect(dayAt(new Date(Date.UTC(2026, 10, 23, 18, 30)), 'Asia/Kolkata')).toBe('2026-11-24');
  });

  it('does not read the zone of the process', () => {
    const zones = ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'];
    // The process zone really changes (14, 16, 0 o'clock at new year)...
    expect(inEachProcessZone(zones, processHourAtNewYear)).toEqual([14, 16, 0]);
    // ...and the day does not.
    const days = inEachProcessZone(zones, () => [
      todayIn('Asia/Kolkata', instant),
      readDay(instant, 'Asia/Kolkata'),
    ]);
    expect(days).toEqual(Array(3).fill(['2026-11-23', '2026-11-23']));
  });
});

describe('readDay', () => {
  it('keeps a calendar day as written, in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Asia/Kolkata', 'America/Los_Angeles']) {
      expect(readDay('2026-11-24', zone)).toBe('2026-11-24');
    }
  });

  it('reads a timestamp with an offset as the day of that instant in the zone', () => {
    expect(readDay('2026-11-23T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24');
    expect(readDay('2026-11-23T18:30:00.000Z', 'America/Los_Angeles')).toBe('2026-11-23');
    expect(readDay('2026-11-24T00:00:00+14:00', 'Pacific/Kiritimati')).toBe('2026-11-24');
  });

  it('reads a zone-less date-time by its date', () => {
    expect(readDay('2026-11-24T23:59', 'Pacific/Kiritimati')).toBe('2026-11-24');
  });

  it('refuses what is not a day', () => {
    for (const bad of ['', 'soon', '24/11/2026', '2026-02-30', '2026-13-01', 'Tue Nov 24 2026']) {
      expect(readDay(bad, 'Asia/Kolkata')).toBeNull();
    }
    expect(readDay(new Date(Number.NaN), 'Asia/Kolkata')).toBeNull();
    expect(readDay(null, 'Asia/Kolkata')).toBeNull();
  });
});

describe('addDays and formatDay', () => {
  it('counts calendar days across months, leap days and summer time', () => {
    expect(addDays('2026-11-24', 8)).toBe('2026-12-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-21', 3650)).toBe('2036-11-18');
  });

  it('writes DD/MM/YYYY', () => {
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses the rest', () => {
    for (const zone of ['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['', 'Asia/Kochi', '+05:30', 'IST ', 'Mars/Olympus']) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});
