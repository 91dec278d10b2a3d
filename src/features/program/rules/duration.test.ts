import { describe, expect, it } from 'vitest';
import { durationText, formatHours } from './duration';

describe('durationText', () => {
  it('marks an event without end as open end', () => {
    expect(durationText({ dateTime: '2025-08-15T21:00:00+02:00', end: null })).toEqual({
      kind: 'openEnd',
    });
  });

  it('gives hours to one decimal', () => {
    expect(
      durationText({ dateTime: '2025-08-15T21:00:00+02:00', end: '2025-08-15T22:30:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 1.5 });
    expect(
      durationText({ dateTime: '2025-08-15T21:00:00+02:00', end: '2025-08-15T21:20:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 0.3 });
    expect(
      durationText({ dateTime: '2025-08-15T21:00:00+02:00', end: '2025-08-15T23:00:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 2 });
  });

  it('counts a set across midnight', () => {
    expect(
      durationText({ dateTime: '2025-08-15T23:00:00+02:00', end: '2025-08-16T04:15:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 5.3 });
  });

  it('counts real elapsed time across the DST changes', () => {
    // 00:00 to 04:00 on the clock on 30 March is only 3 hours.
    expect(
      durationText({ dateTime: '2025-03-30T00:00:00+01:00', end: '2025-03-30T04:00:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 3 });
    // 00:00 to 04:00 on the clock on 26 October is 5 hours.
    expect(
      durationText({ dateTime: '2025-10-26T00:00:00+02:00', end: '2025-10-26T04:00:00+01:00' }),
    ).toEqual({ kind: 'hours', hours: 5 });
  });

  it('never shows a negative length for an end before the start', () => {
    expect(
      durationText({ dateTime: '2025-08-15T23:00:00+02:00', end: '2025-08-15T22:00:00+02:00' }),
    ).toEqual({ kind: 'hours', hours: 0 });
  });
});

describe('formatHours', () => {
  it('always shows one decimal, with the mark of the language', () => {
    expect(formatHours(1.5, 'de')).toBe('1,5 h');
    expect(formatHours(1.5, 'en')).toBe('1.5 h');
    expect(formatHours(2, 'de')).toBe('2,0 h');
    expect(formatHours(2, 'en')).toBe('2.0 h');
    expect(formatHours(0, 'de')).toBe('0,0 h');
    expect(formatHours(0.25, 'de')).toBe('0,3 h');
    expect(formatHours(1234.5, 'de')).toBe('1.234,5 h');
  });
});
