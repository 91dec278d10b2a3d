import { afterAll, describe, expect, it } from 'vitest';
import {
  berlinDayKey,
  berlinLocalToIso,
  festivalDayKey,
  formatDayHeading,
  formatEventDateLong,
  formatTime,
  minutesSinceMidnightBerlin,
  weekdayOf,
} from './berlin-time';

// Node re-reads process.env.TZ on assignment, so each case really runs in that host zone.
// The app's tsconfig has no Node types, hence the narrow view of `process`.
const hostEnv = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const originalZone = hostEnv.TZ;
afterAll(() => {
  // Assigning undefined would store the text "undefined" as the zone.
  if (originalZone === undefined) delete hostEnv.TZ;
  else hostEnv.TZ = originalZone;
});

const HOST_ZONES = [
  { zone: 'America/New_York', offsetInAugust: 240 },
  { zone: 'Pacific/Kiritimati', offsetInAugust: -840 },
  { zone: 'Asia/Kolkata', offsetInAugust: -330 },
  { zone: 'UTC', offsetInAugust: 0 },
];

const results = () => [
  berlinDayKey('2025-08-15T22:30:00Z'),
  festivalDayKey('2025-08-16T02:00:00+02:00'),
  festivalDayKey('2025-03-30T03:30:00+02:00'),
  festivalDayKey('2025-10-26T02:30:00+01:00'),
  weekdayOf('2025-08-15'),
  minutesSinceMidnightBerlin('2025-03-30T01:00:00Z'),
  formatDayHeading('2025-08-15', (weekday) => weekday),
  formatTime('2025-08-15T22:05:00Z'),
  formatEventDateLong('2025-08-15T22:30:00Z', 'en'),
  berlinLocalToIso('2025-08-15T21:00'),
  berlinLocalToIso('2025-03-30T02:30'),
  berlinLocalToIso('2025-10-26T02:30'),
  berlinLocalToIso('2025-10-26T03:00'),
];

const EXPECTED = [
  '2025-08-16',
  '2025-08-15',
  '2025-03-29',
  '2025-10-25',
  'friday',
  180,
  '15.08. friday',
  '00:05',
  'Saturday, August 16, 2025',
  '2025-08-15T21:00:00+02:00',
  '2025-03-30T03:30:00+02:00',
  '2025-10-26T02:30:00+02:00',
  '2025-10-26T03:00:00+01:00',
];

describe('Berlin time on a device in another zone', () => {
  it.each(HOST_ZONES)(
    'gives the same answers with the host in $zone',
    ({ zone, offsetInAugust }) => {
      hostEnv.TZ = zone;
      // Proves the host zone really changed for this case.
      expect(new Date('2025-08-15T12:00:00Z').getTimezoneOffset()).toBe(offsetInAugust);
      expect(results()).toEqual(EXPECTED);
    },
  );
});
