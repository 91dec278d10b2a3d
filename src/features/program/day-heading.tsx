import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayHeading } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';
import classes from './day-heading.module.css';

/** Spec §2: events are grouped by day under a 'day.month weekday' heading. */
export const DayHeading = memo(function DayHeading({
  dayKey,
  count,
}: {
  dayKey: string;
  count: number;
}) {
  const { t } = useTranslation('program');
  const weekdayName = useWeekdayName();
  return (
    <h2 className={classes.heading}>
      <span>{formatDayHeading(dayKey, weekdayName)}</span>
      <span className={classes.count}>{t('events.count', { count })}</span>
    </h2>
  );
});
