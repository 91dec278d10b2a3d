import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from './berlin-time';

/**
 * The weekday's name in the reader's language, from the locale files: an Intl date format would
 * cost the program's first render tens of milliseconds for its first use.
 */
export const useWeekdayName = (): ((weekday: Weekday) => string) => {
  const { t } = useTranslation('common');
  return useCallback((weekday: Weekday) => t(`weekday.${weekday}`), [t]);
};

/** The short weekday ("Sa" / "Sat") that marks a row after midnight (formatStartTime). */
export const useShortWeekdayName = (): ((weekday: Weekday) => string) => {
  const { t } = useTranslation('common');
  return useCallback((weekday: Weekday) => t(`weekdayShort.${weekday}`), [t]);
};
