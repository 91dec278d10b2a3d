import { describe, expect, it } from 'vitest';
import {
  berlinDayKey,
  berlinLocalToIso,
  berlinOffsetMinutes,
  daysBetween,
  eventDayKey,
  festivalDayKey,
  formatDayHeading,
  formatEventDateLong,
  formatTime,
  groupByEventDay,
  isRepeatedBerlinTime,
  minutesSinceMidnightBerlin,
  shiftDayKey,
  weekdayOf,
} from './berlin-time';

describe('berlinDayKey', () => {
  it('takes the calendar day in Berlin, not in UTC', () => {
    expect(berlinDayKey('2025-08-15T22:30:00Z')).toBe('2025-08-16');
    expect(berlinDayKey('2025-08-15T23:59:00+02:00')).toBe('2025-08-15');
    expect(berlinDayKey('2025-01-15T23:30:00Z')).toBe('2025-01-16');
    expect(berlinDayKey('2025-01-15T22:59:00Z')).toBe('2025-01-15');
  });

  it('refuses text that is no date-time', () => {
    expect(() => berlinDayKey('tomorrow')).toThrow(RangeError);
  });
});

describe('berlinOffsetMinutes', () => {
  it('switches exactly at 01:00 UTC on both DST Sundays', () => {
    expect(berlinOffsetMinutes(Date.parse('2025-03-30T00:59:59Z'))).toBe(60);
    expect(berlinOffsetMinutes(Date.parse('2025-03-30T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse('2025-10-26T00:59:59Z'))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse('2025-10-26T01:00:00Z'))).toBe(60);
    // Same hour again: answered from the cache, still right.
    expect(berlinOffsetMinutes(Date.parse('2025-03-30T00:30:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(Date.parse('2025-03-30T01:30:00Z'))).toBe(120);
  });
});

describe('isRepeatedBerlinTime', () => {
  it('is true for both passes through 02:00–02:59 on 2025-10-26 only', () => {
    expect(isRepeatedBerlinTime('2025-10-26T02:00:00+02:00')).toBe(true);
    expect(isRepeatedBerlinTime('2025-10-26T02:30:00+02:00')).toBe(true);
    expect(isRepeatedBerlinTime('2025-10-26T02:59:00+01:00')).toBe(true);
    expect(isRepeatedBerlinTime('2025-10-26T01:59:00+02:00')).toBe(false);
    expect(isRepeatedBerlinTime('2025-10-26T03:00:00+01:00')).toBe(false);
    expect(isRepeatedBerlinTime('2025-03-30T03:30:00+02:00')).toBe(false);
    expect(isRepeatedBerlinTime('2025-08-15T02:30:00+02:00')).toBe(false);
  });
});

describe('festivalDayKey', () => {
  it('keeps a 02:00 set with the night before', () => {
    expect(festivalDayKey('2025-08-16T02:00:00+02:00')).toBe('2025-08-15');
    expect(festivalDayKey('2025-08-16T05:59:00+02:00')).toBe('2025-08-15');
    expect(festivalDayKey('2025-08-16T06:00:00+02:00')).toBe('2025-08-16');
    expect(festivalDayKey('2025-08-15T23:00:00+02:00')).toBe('2025-08-15');
  });

  it('turns the day at the wall-clock hour on both DST nights', () => {
    // 03:30 CEST on 30 March is only 1.5 h after midnight; still Saturday's night.
    expect(festivalDayKey('2025-03-30T03:30:00+02:00')).toBe('2025-03-29');
    expect(festivalDayKey('2025-03-30T06:00:00+02:00')).toBe('2025-03-30');
    // Both 02:30 on 26 October belong to Saturday's night.
    expect(festivalDayKey('2025-10-26T02:30:00+02:00')).toBe('2025-10-25');
    expect(festivalDayKey('2025-10-26T02:30:00+01:00')).toBe('2025-10-25');
    expect(festivalDayKey('2025-10-26T06:00:00+01:00')).toBe('2025-10-26');
  });

  it('accepts another day start', () => {
    expect(festivalDayKey('2025-08-16T07:00:00+02:00', 8)).toBe('2025-08-15');
    expect(festivalDayKey('2025-08-16T00:30:00+02:00', 0)).toBe('2025-08-16');
  });

  it('crosses month and year ends', () => {
    expect(festivalDayKey('2026-01-01T01:00:00+01:00')).toBe('2025-12-31');
    expect(festivalDayKey('2025-09-01T03:00:00+02:00')).toBe('2025-08-31');
  });
});

describe('eventDayKey', () => {
  it('lists a night set by festival day and a conference talk by calendar day', () => {
    expect(eventDayKey({ dateTime: '2025-08-16T02:00:00+02:00', conference: false })).toBe(
      '2025-08-15',
    );
    expect(eventDayKey({ dateTime: '2025-08-16T02:00:00+02:00', conference: true })).toBe(
      '2025-08-16',
    );
  });
});

describe('day key arithmetic', () => {
  it('shifts and counts calendar days across DST and month ends', () => {
    expect(shiftDayKey('2025-03-30', -1)).toBe('2025-03-29');
    expect(shiftDayKey('2025-10-25', 1)).toBe('2025-10-26');
    expect(shiftDayKey('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-27', '2025-10-25')).toBe(-2);
  });

  it('names the weekday of a day key', () => {
    expect(weekdayOf('2025-08-15')).toBe('friday');
    expect(weekdayOf('2025-08-17')).toBe('sunday');
    expect(weekdayOf('2025-08-18')).toBe('monday');
  });
});

describe('groupByEventDay', () => {
  it('orders days and events by start and keeps after-midnight sets with their night', () => {
    const events = [
      { id: 1, dateTime: '2025-08-16T21:00:00+02:00', conference: false },
      { id: 2, dateTime: '2025-08-16T01:00:00+02:00', conference: false },
      { id: 3, dateTime: '2025-08-15T22:00:00+02:00', conference: false },
      { id: 4, dateTime: '2025-08-16T10:00:00+02:00', conference: true },
    ];
    expect(groupByEventDay(events).map((d) => [d.dayKey, d.events.map((e) => e.id)])).toEqual([
      ['2025-08-15', [3, 2]],
      ['2025-08-16', [4, 1]],
    ]);
  });

  it('compares instants, not offset strings', () => {
    const events = [
      { id: 1, dateTime: '2025-10-26T02:30:00+01:00', conference: false },
      { id: 2, dateTime: '2025-10-26T02:30:00+02:00', conference: false },
    ];
    expect(groupByEventDay(events)[0]?.events.map((e) => e.id)).toEqual([2, 1]);
  });
});

describe('minutesSinceMidnightBerlin', () => {
  it('reads the Berlin wall clock', () => {
    expect(minutesSinceMidnightBerlin('2025-08-15T19:00:00Z')).toBe(21 * 60);
    expect(minutesSinceMidnightBerlin('2025-01-15T08:15:00Z')).toBe(9 * 60 + 15);
    expect(minutesSinceMidnightBerlin('2025-03-30T01:00:00Z')).toBe(3 * 60);
    expect(minutesSinceMidnightBerlin('2025-10-26T01:30:00Z')).toBe(2 * 60 + 30);
  });
});

describe('formatting', () => {
  it('writes the program heading as day.month weekday, the weekday in the given words', () => {
    const german = (weekday: string) =>
      (({ friday: 'Freitag', sunday: 'Sonntag' }) as Record<string, string>)[weekday] ?? weekday;
    expect(formatDayHeading('2025-08-15', german)).toBe('15.08. Freitag');
    expect(formatDayHeading('2025-03-30', german)).toBe('30.03. Sonntag');
    expect(formatDayHeading('2025-08-16', (weekday) => weekday)).toBe('16.08. saturday');
  });

  it('writes times in Berlin on the 24-hour clock, in every language', () => {
    expect(formatTime('2025-08-15T19:00:00Z')).toBe('21:00');
    expect(formatTime('2025-08-15T22:05:00Z')).toBe('00:05');
    expect(formatTime('2025-01-15T11:59:00Z')).toBe('12:59');
    expect(formatTime('2025-10-26T00:30:00Z')).toBe('02:30');
    expect(formatTime('2025-10-26T01:30:00Z')).toBe('02:30');
  });

  it('writes the same times as an Intl format of the festival zone', () => {
    const intl = new Intl.DateTimeFormat('de', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Berlin',
    });
    for (
      let instant = Date.UTC(2025, 2, 29);
      instant < Date.UTC(2025, 10, 1);
      instant += 97 * 60_000
    ) {
      const iso = new Date(instant).toISOString();
      expect(formatTime(iso)).toBe(intl.format(instant));
    }
  });

  it('writes the long event date with weekday, month, day and year', () => {
    expect(formatEventDateLong('2025-08-15T21:00:00+02:00', 'de')).toBe('Freitag, 15. August 2025');
    expect(formatEventDateLong('2025-08-15T21:00:00+02:00', 'en')).toBe('Friday, August 15, 2025');
    expect(formatEventDateLong('2025-08-15T22:30:00Z', 'en')).toBe('Saturday, August 16, 2025');
  });
});

describe('berlinLocalToIso', () => {
  it('adds the summer and winter offsets', () => {
    expect(berlinLocalToIso('2025-08-15T21:00')).toBe('2025-08-15T21:00:00+02:00');
    expect(berlinLocalToIso('2025-01-15T09:30')).toBe('2025-01-15T09:30:00+01:00');
    expect(berlinLocalToIso('2025-08-15T21:00:45')).toBe('2025-08-15T21:00:45+02:00');
  });

  it('handles the edges of the spring gap on 2025-03-30', () => {
    expect(berlinLocalToIso('2025-03-30T01:59')).toBe('2025-03-30T01:59:00+01:00');
    expect(berlinLocalToIso('2025-03-30T03:00')).toBe('2025-03-30T03:00:00+02:00');
  });

  it('moves a time inside the spring gap forward by one hour', () => {
    expect(berlinLocalToIso('2025-03-30T02:00')).toBe('2025-03-30T03:00:00+02:00');
    expect(berlinLocalToIso('2025-03-30T02:30')).toBe('2025-03-30T03:30:00+02:00');
  });

  it('takes the earlier, summer-time instant in the autumn overlap on 2025-10-26', () => {
    expect(berlinLocalToIso('2025-10-26T02:00')).toBe('2025-10-26T02:00:00+02:00');
    expect(berlinLocalToIso('2025-10-26T02:59')).toBe('2025-10-26T02:59:00+02:00');
    expect(berlinLocalToIso('2025-10-26T03:00')).toBe('2025-10-26T03:00:00+01:00');
    expect(berlinLocalToIso('2025-10-26T01:59')).toBe('2025-10-26T01:59:00+02:00');
  });

  it('round-trips with the Berlin wall clock', () => {
    const iso = berlinLocalToIso('2025-10-25T23:45');
    expect(berlinDayKey(iso)).toBe('2025-10-25');
    expect(formatTime(iso)).toBe('23:45');
  });

  it('refuses malformed or impossible input', () => {
    expect(() => berlinLocalToIso('2025-02-30T10:00')).toThrow(RangeError);
    expect(() => berlinLocalToIso('2025-08-15T24:00')).toThrow(RangeError);
    expect(() => berlinLocalToIso('2025-08-15T10:60')).toThrow(RangeError);
    expect(() => berlinLocalToIso('2025-08-15 10:00')).toThrow(RangeError);
    expect(() => berlinLocalToIso('2025-08-15T10:00+02:00')).toThrow(RangeError);
  });
});
