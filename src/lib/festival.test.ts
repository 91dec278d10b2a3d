import { describe, expect, it } from 'vitest';
import { festivalPhase, formatFestivalDates } from './festival';

describe('festivalPhase', () => {
  it('counts Berlin calendar days until the start', () => {
    // 23:30 UTC on 16 Sep is already 17 Sep in Berlin: one day to go.
    expect(festivalPhase(new Date('2025-09-16T23:30:00Z'), '2025-09-18', '2025-09-20')).toEqual({
      phase: 'upcoming',
      daysToGo: 1,
    });
  });

  it('is running on the first and the last day', () => {
    expect(festivalPhase(new Date('2025-09-18T08:00:00Z'), '2025-09-18', '2025-09-20')).toEqual({
      phase: 'running',
    });
    expect(festivalPhase(new Date('2025-09-20T21:00:00Z'), '2025-09-18', '2025-09-20')).toEqual({
      phase: 'running',
    });
  });

  it('is over from the day after the end', () => {
    expect(festivalPhase(new Date('2025-09-20T22:30:00Z'), '2025-09-18', '2025-09-20')).toEqual({
      phase: 'over',
    });
  });
});

describe('formatFestivalDates', () => {
  it('formats the range in German and English', () => {
    expect(formatFestivalDates('de', '2025-09-18', '2025-09-20')).toMatch(
      /18\.\s*–\s*20\. September 2025/,
    );
    expect(formatFestivalDates('en', '2025-09-18', '2025-09-20')).toMatch(
      /September 18\s*–\s*20, 2025/,
    );
  });
});
