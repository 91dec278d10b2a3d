import type { EventDto } from '@/api/contract/program';
import { groupByEventDay, type DayGroup } from '@/lib/berlin-time';

// One collator for all comparisons: localeCompare with a locale looks one up on every call.
let titleOrder: Intl.Collator | undefined;
const titleCollator = (): Intl.Collator => (titleOrder ??= new Intl.Collator('de'));

/**
 * Program days in order, each with its events by start time (same start: by title, then id).
 * Night events after midnight stay with their night (see eventDayKey).
 */
export const groupEventsByDay = (events: readonly EventDto[]): DayGroup<EventDto>[] =>
  groupByEventDay(
    events.toSorted((a, b) => titleCollator().compare(a.title, b.title) || a.id - b.id),
  );

/**
 * The days of `groupEventsByDay(all)` with only the events in `kept`: the same as grouping `kept`
 * afresh (the order is total), without sorting again on every filter change.
 */
export const keepInDays = (
  days: readonly DayGroup<EventDto>[],
  kept: readonly EventDto[],
): DayGroup<EventDto>[] => {
  const total = days.reduce((count, day) => count + day.events.length, 0);
  if (kept.length === total) return [...days];
  const keep = new Set(kept);
  return days.flatMap(({ dayKey, events }) => {
    const left = events.filter((event) => keep.has(event));
    return left.length > 0 ? [{ dayKey, events: left }] : [];
  });
};
