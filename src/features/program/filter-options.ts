import type { EventDto, FilterValuesDto, GenreRef, ProgramFilter } from '@/api/contract/program';
import { eventDayKey, weekdayOf, type Weekday } from '@/lib/berlin-time';

export interface FilterOptions {
  /** Program days (yyyy-MM-dd). */
  dates: string[];
  weekdays: { weekday: Weekday; dayKey: string }[];
  genres: GenreRef[];
  conferenceTypes: string[];
  conferenceTopics: string[];
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/**
 * What the filter dialog offers: the server's filter values (spec §3), with dates narrowed to the
 * days the list really shows so no chip leads to an empty program. Without stored values (first
 * visit) the options come from the events themselves.
 */
export const filterOptions = (
  values: FilterValuesDto | undefined,
  events: readonly EventDto[],
): FilterOptions => {
  const eventDays = unique(events.map(eventDayKey)).sort();
  const dates =
    values && events.length > 0
      ? values.allDates.filter((day) => eventDays.includes(day))
      : (values?.allDates ?? eventDays);
  const genres =
    values?.allGenres ??
    [...new Map(events.flatMap((event) => event.genres).map((g) => [g.id, g])).values()].sort(
      (a, b) => a.name.localeCompare(b.name),
    );
  const conferenceEvents = events.filter((event) => event.conference);
  const weekdays = new Map<Weekday, string>();
  for (const day of dates) if (!weekdays.has(weekdayOf(day))) weekdays.set(weekdayOf(day), day);
  return {
    dates,
    weekdays: [...weekdays].map(([weekday, dayKey]) => ({ weekday, dayKey })),
    genres,
    conferenceTypes:
      values?.allConferenceTypes ??
      unique(conferenceEvents.flatMap((event) => event.conferenceType ?? [])),
    conferenceTopics:
      values?.allConferenceTopics ??
      unique(conferenceEvents.flatMap((event) => event.conferenceTopics)),
  };
};

/** How many criteria of the dialog are set (the letter bar is counted apart). */
export const activeCriteria = (filter: ProgramFilter): number =>
  [
    filter.selectedDates,
    filter.selectedGenres,
    filter.selectedDays,
    filter.selectedTypes,
    filter.selectedConferenceTypes,
    filter.selectedConferenceTopics,
  ].reduce((sum, list) => sum + list.length, 0);
