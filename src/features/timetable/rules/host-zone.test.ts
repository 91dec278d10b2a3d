import { afterAll, describe, expect, it } from 'vitest';
import { makeEvent } from './event-fixture';
import { findConflicts } from './conflicts';
import { timetableGridLayout } from './grid-layout';
import { nowAndNext } from './now-next';

// Node re-reads process.env.TZ on assignment; the app's tsconfig has no Node types.
const hostEnv = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const originalZone = hostEnv.TZ;
afterAll(() => {
  if (originalZone === undefined) delete hostEnv.TZ;
  else hostEnv.TZ = originalZone;
});

const hall = { id: 1, name: 'Hall' };
const events = [
  makeEvent({
    id: 1,
    conference: true,
    venue: hall,
    dateTime: '2025-08-15T10:00:00+02:00',
    end: '2025-08-15T12:00:00+02:00',
  }),
  makeEvent({
    id: 2,
    conference: true,
    venue: hall,
    dateTime: '2025-08-15T08:30:00Z',
    end: '2025-08-15T09:30:00Z',
  }),
  makeEvent({ id: 3, venue: hall, dateTime: '2025-08-15T23:00:00+02:00', end: null }),
];

describe('timetable rules on a device in another zone', () => {
  it.each(['America/New_York', 'Pacific/Kiritimati'])('lay out alike in %s', (zone) => {
    hostEnv.TZ = zone;
    expect(new Date('2025-08-15T12:00:00Z').getTimezoneOffset()).not.toBe(-120);
    const grid = timetableGridLayout(events, { dayKey: '2025-08-15' });
    expect(grid.blocks.map((b) => [b.event.id, b.top, b.height, b.column, b.columns])).toEqual([
      [1, 50, 100, 0, 2],
      [2, 75, 50, 1, 2],
    ]);
    expect(grid.later.map((e) => e.id)).toEqual([3]);
    expect(Object.fromEntries(findConflicts(events))).toEqual({ 1: [2], 2: [1] });
    const board = nowAndNext(events, '2025-08-16T01:00:00+02:00', [3]);
    expect(board.map((row) => [row.venue?.name, row.now?.id, row.next])).toEqual([
      ['Hall', 3, null],
    ]);
  });
});
