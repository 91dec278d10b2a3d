import { useCallback } from 'react';
import { berlinDayKey, formatDayHeading, formatTime } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';

/** "16.08. Saturday 01:00": the real calendar day of a time, so a night set names its date. */
export const useWhen = (): ((iso: string) => string) => {
  const weekdayName = useWeekdayName();
  return useCallback(
    (iso: string) => `${formatDayHeading(berlinDayKey(iso), weekdayName)} ${formatTime(iso)}`,
    [weekdayName],
  );
};
