import { describe, expect, it } from 'vitest';
import de from '../../locales/de/common.json';
import en from '../../locales/en/common.json';
import { afterMidnightWeekday, formatStartTime, type Weekday } from './berlin-time';

const shortNames = (texts: { weekdayShort: Record<Weekday, string> }) => (weekday: Weekday) =>
  texts.weekdayShort[weekday];
const night = (dateTime: string, conference = false) => ({ dateTime, conference });

describe('weekday marker of rows after midnight', () => {
  it('marks a set after midnight with its real weekday, in German and English', () => {
    const set = night('2025-08-16T01:00:00+02:00');
    expect(afterMidnightWeekday(set)).toBe('saturday');
    expect(formatStartTime(set, shortNames(de))).toBe('01:00 Sa');
    expect(formatStartTime(set, shortNames(en))).toBe('01:00 Sat');
  });

  it('leaves sets before midnight and from 06:00 on unmarked (the festival-day rule stays)', () => {
    expect(formatStartTime(night('2025-08-15T23:59:00+02:00'), shortNames(de))).toBe('23:59');
    expect(formatStartTime(night('2025-08-16T06:00:00+02:00'), shortNames(en))).toBe('06:00');
    expect(formatStartTime(night('2025-08-16T05:59:00+02:00'), shortNames(en))).toBe('05:59 Sat');
  });

  it('marks the Sunday after a Saturday night, also on the autumn DST night', () => {
    expect(formatStartTime(night('2025-10-26T02:30:00+01:00'), shortNames(de))).toBe('02:30 So');
    expect(formatStartTime(night('2025-10-26T02:30:00+01:00'), shortNames(en))).toBe('02:30 Sun');
  });

  it('never marks conference sessions: they are listed by their calendar day', () => {
    expect(afterMidnightWeekday(night('2025-08-16T01:00:00+02:00', true))).toBeNull();
  });

  it('has a short name for every weekday in both languages', () => {
    for (const texts of [de, en]) {
      expect(Object.keys(texts.weekdayShort)).toEqual(Object.keys(texts.weekday));
    }
  });
});
