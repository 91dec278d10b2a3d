import type { TFunction } from 'i18next';

const UNITS: ['day' | 'hour' | 'minute', number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "5 minutes ago" / "vor 5 Minuten": the largest whole unit between `from` and `now`, worded as
 * Intl.RelativeTimeFormat's 'auto' style ("yesterday", "vorgestern") from the locale files: that
 * format would load the language's data on an offline start, before the program's first rows.
 */
export const formatRelativeTime = (from: number, now: number, t: TFunction<'pwa'>): string => {
  const elapsed = Math.max(0, now - from);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count === 0) continue;
    if (unit === 'day' && count === 1) return t('lastUpdated.ago.yesterday');
    if (unit === 'day' && count === 2) return t('lastUpdated.ago.twoDays');
    return t(`lastUpdated.ago.${unit}`, { count });
  }
  return t('lastUpdated.ago.now');
};
