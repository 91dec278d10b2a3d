import { describe, expect, it } from 'vitest';
import { toEventRow } from '@/offline/sync/program-datasets';
import { makeEvent } from './rules/event-fixture';
import { seenRowOf } from './seen-events';
import { buildTimetable } from './timetable-model';

const row = (id: number, dateTime: string, patch = {}) =>
  toEventRow(makeEvent({ id, dateTime, end: null, ...patch }));
const seen = (event: ReturnType<typeof row>) => seenRowOf(7, event);

describe('buildTimetable', () => {
  const a = row(1, '2025-08-15T22:00:00+02:00');
  const b = row(2, '2025-08-15T21:30:00+02:00');
  const c = row(3, '2025-08-16T10:00:00+02:00');

  it('orders favourites by start and links their overlaps', () => {
    const { entries } = buildTimetable({
      favouriteEvents: [a, b, c],
      seen: [],
      inProgram: new Set(),
      programYears: new Set([2025]),
    });
    expect(entries.map((entry) => entry.event.id)).toEqual([2, 1, 3]);
    expect(entries.map((entry) => entry.conflictsWith.map((other) => other.id))).toEqual([
      [1],
      [2],
      [],
    ]);
  });

  it('marks changes only against a stored snapshot and lists first sightings', () => {
    const moved = { ...a, dateTime: '2025-08-15T23:00:00+02:00' };
    const result = buildTimetable({
      favouriteEvents: [moved, c],
      seen: [seen(a)],
      inProgram: new Set([1]),
      programYears: new Set([2025]),
    });
    expect(result.entries.map((entry) => [entry.event.id, entry.changes])).toEqual([
      [1, ['dateTime']],
      [3, []],
    ]);
    expect(result.unseen.map((event) => event.id)).toEqual([3]);
  });

  it('tells apart events that left the program from favourites removed elsewhere', () => {
    const lastYear = row(4, '2024-08-15T22:00:00+02:00', { year: 2024 });
    const result = buildTimetable({
      favouriteEvents: [c],
      seen: [seen(a), seen(b), seen(c), seen(lastYear)],
      // b is still in the program but no favourite any more; a is gone.
      inProgram: new Set([2, 3]),
      programYears: new Set([2025]),
    });
    expect(result.gone.map((item) => item.eventId)).toEqual([1]);
    expect(result.stale).toEqual([2]);
    expect(result.unseen).toEqual([]);
  });
});
