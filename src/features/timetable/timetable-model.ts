import { instantOf } from '@/lib/berlin-time';
import type { EventRow, SeenEventRow } from '@/offline/db';
import { eventChanges, type ChangedField, type EventSnapshot } from './rules/changes';
import { findConflicts } from './rules/conflicts';

export interface TimetableEntry {
  event: EventRow;
  /** Other favourites running at the same time, in start order. */
  conflictsWith: EventRow[];
  /** What changed since the user last confirmed the event; empty when nothing did. */
  changes: ChangedField[];
  /** The snapshot the changes are measured against. */
  seen: EventSnapshot | null;
}

export interface TimetableSource {
  /** The user's favourites that are in the local program. */
  favouriteEvents: EventRow[];
  seen: SeenEventRow[];
  /** Ids among `seen` whose event is still in the local program. */
  inProgram: ReadonlySet<number>;
  /** Years of which the local program holds events. */
  programYears: ReadonlySet<number>;
}

export interface Timetable {
  /** By start time. */
  entries: TimetableEntry[];
  /** Favourites the user saw that have left the program (unpublished or deleted). */
  gone: SeenEventRow[];
  /** Favourites shown for the first time: their snapshot is stored without a marker. */
  unseen: EventRow[];
  /** Snapshots of events that are no favourite any more (removed elsewhere): dropped quietly. */
  stale: number[];
}

export const snapshotOfRow = (row: SeenEventRow): EventSnapshot => ({
  dateTime: row.dateTime,
  end: row.end,
  venueId: row.venueId,
  venueName: row.venueName,
  state: row.state,
});

export const buildTimetable = ({
  favouriteEvents,
  seen,
  inProgram,
  programYears,
}: TimetableSource): Timetable => {
  const byId = new Map(favouriteEvents.map((event) => [event.id, event]));
  const seenById = new Map(seen.map((row) => [row.eventId, row]));
  const conflicts = findConflicts(favouriteEvents);
  const entries = [...byId.values()]
    .sort((a, b) => instantOf(a.dateTime) - instantOf(b.dateTime) || a.id - b.id)
    .map((event): TimetableEntry => {
      const row = seenById.get(event.id);
      const snapshot = row ? snapshotOfRow(row) : null;
      return {
        event,
        conflictsWith: (conflicts.get(event.id) ?? []).flatMap((id) => byId.get(id) ?? []),
        changes: eventChanges(snapshot, event),
        seen: snapshot,
      };
    });

  const gone: SeenEventRow[] = [];
  const stale: number[] = [];
  for (const row of seen) {
    if (byId.has(row.eventId)) continue;
    if (inProgram.has(row.eventId)) stale.push(row.eventId);
    // Only when that year's program is loaded does a missing event mean it left the program.
    else if (programYears.has(row.year)) gone.push(row);
  }
  gone.sort((a, b) => instantOf(a.dateTime) - instantOf(b.dateTime));

  return {
    entries,
    gone,
    unseen: entries.filter((entry) => entry.seen === null).map((entry) => entry.event),
    stale,
  };
};
