import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const MINUTE = 60_000;
const now = Date.UTC(2025, 6, 18, 12);

describe('formatRelativeTime', () => {
  it('says minutes ago in English and German', () => {
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'de')).toBe('vor 5 Minuten');
  });

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime(now - 90 * MINUTE, now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(now - 3 * 24 * 60 * MINUTE, now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(now - 26 * 60 * MINUTE, now, 'de')).toBe('gestern');
  });

  it('says now for under a minute and for clocks slightly ahead', () => {
    expect(formatRelativeTime(now - 20_000, now, 'en')).toBe('now');
    expect(formatRelativeTime(now + 5_000, now, 'de')).toBe('jetzt');
  });
});
