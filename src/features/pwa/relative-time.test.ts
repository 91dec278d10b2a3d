import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.UTC(2025, 6, 18, 12);

describe('formatRelativeTime', () => {
  it('says minutes ago in English and German', () => {
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'de')).toBe('vor 5 Minuten');
  });

  it('uses the largest whole unit, with words for yesterday', () => {
    expect(formatRelativeTime(now - 90 * MINUTE, now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(now - 3 * DAY, now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(now - 26 * 60 * MINUTE, now, 'de')).toBe('gestern');
    expect(formatRelativeTime(now - 2 * DAY, now, 'de')).toBe('vorgestern');
  });

  it('says now for under a minute and for clocks slightly ahead', () => {
    expect(formatRelativeTime(now - 20_000, now, 'en')).toBe('now');
    expect(formatRelativeTime(now + 5_000, now, 'de')).toBe('jetzt');
  });
});
