import { Stack, Title } from '@mantine/core';
import { formatDayHeading, groupByEventDay } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';
import type { TimetableEntry } from '../timetable-model';
import { TimetableEntryCard } from './timetable-entry-card';
import classes from './timetable-list.module.css';

/** The favourites grouped by program day (night sets stay with their night). */
export const TimetableList = ({
  userId,
  entries,
}: {
  userId: number;
  entries: readonly TimetableEntry[];
}) => {
  const weekdayName = useWeekdayName();
  const byId = new Map(entries.map((entry) => [entry.event.id, entry]));
  const days = groupByEventDay(entries.map((entry) => entry.event));
  return (
    <Stack gap="lg">
      {days.map(({ dayKey, events }) => (
        <section key={dayKey} aria-labelledby={`timetable-day-${dayKey}`}>
          <Title order={2} fz="lg" mb="xs" id={`timetable-day-${dayKey}`}>
            {formatDayHeading(dayKey, weekdayName)}
          </Title>
          <ul className={classes.list}>
            {events.map((event) => {
              const entry = byId.get(event.id);
              return entry && <TimetableEntryCard key={event.id} userId={userId} entry={entry} />;
            })}
          </ul>
        </section>
      ))}
    </Stack>
  );
};
