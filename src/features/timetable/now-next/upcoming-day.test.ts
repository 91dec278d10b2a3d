import { describe, expect, it } from 'vitest';
import { makeEvent } from '../rules/event-fixture';
import { upcomingDay } from './upcoming-day';

const hall = { id: 1, name: 'Hall' };
const club = { id: 2, name: 'Club' };
const events = [
  makeEvent({ id: 1, venue: hall, dateTime: '2025-08-15T21:00:00+02:00' }),
  makeEvent({ id: 2, venue: hall, dateTime: '2025-08-16T22:00:00+02:00' }),
  makeEvent({ id: 3, venue: hall, dateTime: '2025-08-16T21:00:00+02:00' }),
  makeEvent({ id: 4, venue: club, dateTime: '2025-08-16T23:00:00+02:00' }),
  makeEvent({ id: 5, venue: null, dateTime: '2025-08-16T20:00:00+02:00' }),
  makeEvent({ id: 6, venue: club, dateTime: '2025-08-17T20:00:00+02:00' }),
];
const summary = (result: ReturnType<typeof upcomingDay>) =>
  result && { day: result.dayKey, firsts: result.venues.map((venue) => venue.first.id) };

describe('upcomingDay', () => {
  it('gives the first event per venue of the next festival day', () => {
    expect(summary(upcomingDay(events, '2025-08-15T23:00:00+02:00', []))).toEqual({
      day: '2025-08-16',
      firsts: [4, 3, 5],
    });
  });

  it('counts the small hours as the night before', () => {
    // 03:00 on the 16th is still the 15th's night, so the 16th is next.
    expect(upcomingDay(events, '2025-08-16T03:00:00+02:00', [])?.dayKey).toBe('2025-08-16');
    expect(upcomingDay(events, '2025-08-16T07:00:00+02:00', [])?.dayKey).toBe('2025-08-17');
  });

  it('puts venues opening with a favourite first', () => {
    expect(summary(upcomingDay(events, '2025-08-10T12:00:00+02:00', [1]))).toEqual({
      day: '2025-08-15',
      firsts: [1],
    });
    const result = upcomingDay(events, '2025-08-15T23:00:00+02:00', [4]);
    expect(result?.venues.map((venue) => [venue.first.id, venue.favourite])).toEqual([
      [4, true],
      [3, false],
      [5, false],
    ]);
  });

  it('prefers a favourite starting at the same time', () => {
    const twins = [
      makeEvent({ id: 8, venue: hall, dateTime: '2025-08-16T21:00:00+02:00' }),
      makeEvent({ id: 9, venue: hall, dateTime: '2025-08-16T21:00:00+02:00' }),
    ];
    expect(summary(upcomingDay(twins, '2025-08-15T12:00:00+02:00', [9]))?.firsts).toEqual([9]);
  });

  it('is null after the last festival day', () => {
    expect(upcomingDay(events, '2025-08-17T12:00:00+02:00', [])).toBeNull();
    expect(upcomingDay([], '2025-08-17T12:00:00+02:00', [])).toBeNull();
  });
});
