import { eventInterval, type TimedEvent } from './interval';

/**
 * Which events overlap which (half-open intervals: one ending at 22:00 and one starting at
 * 22:00 do not clash). A sweep in start order keeps only the still-running events, so the work
 * is O(n log n) for the sort plus one step per clash found.
 * Only events with at least one clash appear; each list is in start order.
 */
export const findConflicts = (events: readonly TimedEvent[]): Map<number, number[]> => {
  const unique = new Map(events.map((event) => [event.id, event]));
  const sorted = [...unique.values()]
    .map((event) => ({ id: event.id, ...eventInterval(event) }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  const rank = new Map(sorted.map((item, position) => [item.id, position]));
  const conflicts = new Map<number, number[]>();
  const add = (id: number, otherId: number) => {
    const list = conflicts.get(id);
    if (list) list.push(otherId);
    else conflicts.set(id, [otherId]);
  };

  let running: typeof sorted = [];
  for (const item of sorted) {
    running = running.filter((other) => other.end > item.start);
    for (const other of running) {
      add(item.id, other.id);
      add(other.id, item.id);
    }
    running.push(item);
  }
  for (const list of conflicts.values())
    list.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  return conflicts;
};
