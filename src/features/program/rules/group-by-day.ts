import type { EventDto } from '@/api/contract/program';
import { groupByEventDay, type DayGroup } from '@/lib/berlin-time';

/**
 * Program days in order, each with its events by start time (same start: by title, then id).
 * Night events after midnight stay with their night (see eventDayKey).
 */
export const groupEventsByDay = (events: readonly EventDto[]): DayGroup<EventDto>[] =>
  groupByEventDay(events.toSorted((a, b) => a.title.localeCompare(b.title, 'de') || a.id - b.id));
