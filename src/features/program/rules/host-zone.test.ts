import { afterAll, describe, expect, it } from 'vitest';
import { makeEvent } from './event-fixture';
import { groupEventsByDay } from './group-by-day';
import { applyProgramFilter, emptyFilter } from './program-filter';

// Node re-reads process.env.TZ on assignment; the app's tsconfig has no Node types.
const hostEnv = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const originalZone = hostEnv.TZ;
afterAll(() => {
  if (originalZone === undefined) delete hostEnv.TZ;
  else hostEnv.TZ = originalZone;
});

const events = [
  makeEvent({ id: 1, dateTime: '2025-08-15T23:30:00+02:00' }),
  makeEvent({ id: 2, dateTime: '2025-08-16T02:00:00+02:00' }),
  makeEvent({ id: 3, dateTime: '2025-08-16T10:00:00+02:00', conference: true }),
  makeEvent({ id: 4, dateTime: '2025-03-30T03:30:00+02:00' }),
  makeEvent({ id: 5, dateTime: '2025-10-26T02:30:00+01:00' }),
];

describe('program rules on a device in another zone', () => {
  it.each(['America/New_York', 'Pacific/Kiritimati'])('group and filter alike in %s', (zone) => {
    hostEnv.TZ = zone;
    expect(new Date('2025-08-15T12:00:00Z').getTimezoneOffset()).not.toBe(-120);
    expect(groupEventsByDay(events).map((d) => [d.dayKey, d.events.map((e) => e.id)])).toEqual([
      ['2025-03-29', [4]],
      ['2025-08-15', [1, 2]],
      ['2025-08-16', [3]],
      ['2025-10-25', [5]],
    ]);
    const saturdays = applyProgramFilter(events, { ...emptyFilter(), selectedDays: ['saturday'] });
    expect(saturdays.map((e) => e.id)).toEqual([3, 4, 5]);
  });
});
