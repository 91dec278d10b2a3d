import type { EventDto, EventState } from '@/api/contract/program';
import { instantOf } from '@/lib/berlin-time';

/** What the user last saw of a favourite, kept to mark it "changed since you last saw it". */
export interface EventSnapshot {
  dateTime: string;
  end: string | null;
  venueId: number | null;
  venueName: string | null;
  state: EventState;
}

export const CHANGE_FIELDS = ['dateTime', 'end', 'venue', 'state'] as const;
export type ChangedField = (typeof CHANGE_FIELDS)[number];

type WatchedEvent = Pick<EventDto, 'dateTime' | 'end' | 'venue' | 'state'>;

export const snapshotOf = (event: WatchedEvent): EventSnapshot => ({
  dateTime: event.dateTime,
  end: event.end,
  venueId: event.venue?.id ?? null,
  venueName: event.venue?.name ?? null,
  state: event.state,
});

// The same instant written with another offset is no change.
const sameTime = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : instantOf(a) === instantOf(b);

/**
 * Fields that differ from the snapshot, in CHANGE_FIELDS order. A venue counts as changed when
 * it moves or is renamed. Without a snapshot nothing was seen before, so nothing is marked.
 */
export const eventChanges = (
  previous: EventSnapshot | null | undefined,
  current: WatchedEvent,
): ChangedField[] => {
  if (!previous) return [];
  const now = snapshotOf(current);
  const changed: Record<ChangedField, boolean> = {
    dateTime: !sameTime(previous.dateTime, now.dateTime),
    end: !sameTime(previous.end, now.end),
    venue: previous.venueId !== now.venueId || previous.venueName !== now.venueName,
    state: previous.state !== now.state,
  };
  return CHANGE_FIELDS.filter((field) => changed[field]);
};
