import type * as DateFnsTz from '@date-fns/tz';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('@date-fns/tz', async (importOriginal) => {
  const original = await importOriginal<typeof DateFnsTz>();
  return {
    ...original,
    tzOffset: (...args: Parameters<typeof original.tzOffset>) => {
      lookups.count += 1;
      return original.tzOffset(...args);
    },
  };
});

const NOW = Date.parse('2026-11-24T08:00:00Z');
const AUGUST_15 = '2025-08-15T19:00:00Z';

/** A fresh start: the modules (and berlin-time's in-memory offsets) as on a new page. */
const start = async () => {
  vi.resetModules();
  lookups.count = 0;
  const memory = await import('./berlin-offsets-memory');
  const time = await import('./berlin-time');
  return { ...memory, ...time };
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Berlin offsets kept between starts', () => {
  it('answers the next start from the kept offsets, without a single Intl lookup', async () => {
    const first = await start();
    first.restoreBerlinOffsets(NOW);
    expect(first.formatTime(AUGUST_15)).toBe('21:00');
    expect(lookups.count).toBeGreaterThan(0);
    first.keepBerlinOffsets(NOW);

    const next = await start();
    next.restoreBerlinOffsets(NOW + 60_000);
    expect(next.formatTime(AUGUST_15)).toBe('21:00');
    expect(next.festivalDayKey('2025-08-15T23:30:00Z')).toBe('2025-08-15');
    expect(lookups.count).toBe(0);
  });

  it('looks offsets up afresh for another browser build or after a month', async () => {
    const first = await start();
    first.formatTime(AUGUST_15);
    first.keepBerlinOffsets(NOW);

    const month = await start();
    month.restoreBerlinOffsets(NOW + 31 * 24 * 3_600_000);
    month.formatTime(AUGUST_15);
    expect(lookups.count).toBeGreaterThan(0);

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Browser/2.0');
    const updated = await start();
    updated.restoreBerlinOffsets(NOW + 60_000);
    updated.formatTime(AUGUST_15);
    expect(lookups.count).toBeGreaterThan(0);
  });

  it('keeps the first save time, so kept offsets still expire', async () => {
    const first = await start();
    first.formatTime(AUGUST_15);
    first.keepBerlinOffsets(NOW);
    const next = await start();
    next.restoreBerlinOffsets(NOW + 1000);
    next.keepBerlinOffsets(NOW + 2000);
    const stored = JSON.parse(localStorage.getItem(next.BERLIN_OFFSETS_STORAGE_KEY) ?? '{}') as {
      savedAt?: number;
    };
    expect(stored.savedAt).toBe(NOW);
  });

  it('ignores kept offsets of the wrong shape or range', async () => {
    const { BERLIN_OFFSETS_STORAGE_KEY } = await start();
    const hour = Math.floor(Date.parse(AUGUST_15) / 3_600_000);
    const day = Math.floor(hour / 24);
    for (const value of [
      '{broken',
      JSON.stringify({ browser: navigator.userAgent, savedAt: NOW, days: 'x', hours: [] }),
      JSON.stringify({
        browser: navigator.userAgent,
        savedAt: NOW,
        days: [[day, 5000]],
        hours: [[hour, '120']],
      }),
    ]) {
      localStorage.setItem(BERLIN_OFFSETS_STORAGE_KEY, value);
      const next = await start();
      next.restoreBerlinOffsets(NOW + 1000);
      expect(next.formatTime(AUGUST_15)).toBe('21:00');
      expect(lookups.count).toBeGreaterThan(0);
    }
  });
});
