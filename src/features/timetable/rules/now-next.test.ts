import { describe, expect, it } from 'vitest';
import { makeEvent } from './event-fixture';
import { nowAndNext } from './now-next';

const hall = { id: 1, name: 'Hall' };
const club = { id: 2, name: 'Club' };

const set = (id: number, venue: typeof hall | null, from: string, to: string | null) =>
  makeEvent({ id, venue, dateTime: from, end: to });

const summary = (rows: ReturnType<typeof nowAndNext>) =>
  rows.map((row) => [row.venue?.name ?? 'TBA', row.now?.id ?? null, row.next?.id ?? null]);

const night = [
  set(1, hall, '2025-08-15T21:00:00+02:00', '2025-08-15T23:00:00+02:00'),
  set(2, hall, '2025-08-15T23:00:00+02:00', '2025-08-16T01:00:00+02:00'),
  set(3, club, '2025-08-15T22:00:00+02:00', null),
  set(4, club, '2025-08-16T02:00:00+02:00', '2025-08-16T04:00:00+02:00'),
  set(5, null, '2025-08-15T23:30:00+02:00', '2025-08-16T00:30:00+02:00'),
];

describe('nowAndNext', () => {
  it('shows what runs and what comes next per venue, sorted by venue name', () => {
    expect(summary(nowAndNext(night, '2025-08-15T22:30:00+02:00', []))).toEqual([
      ['Club', 3, 4],
      ['Hall', 1, 2],
      ['TBA', null, 5],
    ]);
  });

  it('keeps the night going after midnight', () => {
    expect(summary(nowAndNext(night, '2025-08-16T00:45:00+02:00', []))).toEqual([
      ['Club', 3, 4],
      ['Hall', 2, null],
    ]);
  });

  it('lets an open-end event run until the next one at its venue starts', () => {
    expect(summary(nowAndNext(night, '2025-08-16T02:30:00+02:00', []))).toEqual([
      ['Club', 4, null],
    ]);
  });

  it('treats an end as exclusive', () => {
    expect(summary(nowAndNext(night, '2025-08-15T23:00:00+02:00', []))).toEqual([
      ['Club', 3, 4],
      ['Hall', 2, null],
      ['TBA', null, 5],
    ]);
  });

  it('puts venues with a favourite first', () => {
    expect(summary(nowAndNext(night, '2025-08-15T22:30:00+02:00', [2]))).toEqual([
      ['Hall', 1, 2],
      ['Club', 3, 4],
      ['TBA', null, 5],
    ]);
    expect(nowAndNext(night, '2025-08-15T22:30:00+02:00', new Set([2]))[0]?.favourite).toBe(true);
  });

  it('prefers a favourite among events starting together', () => {
    const events = [
      set(1, hall, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      set(2, hall, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      set(3, hall, '2025-08-15T23:00:00+02:00', null),
      set(4, hall, '2025-08-15T23:00:00+02:00', null),
    ];
    expect(summary(nowAndNext(events, '2025-08-15T21:30:00+02:00', [2, 4]))).toEqual([
      ['Hall', 2, 4],
    ]);
    expect(summary(nowAndNext(events, '2025-08-15T21:30:00+02:00', []))).toEqual([['Hall', 1, 3]]);
  });

  it('looks only at the current festival day', () => {
    const tomorrow = set(9, hall, '2025-08-16T21:00:00+02:00', null);
    expect(summary(nowAndNext([...night, tomorrow], '2025-08-15T20:00:00+02:00', []))).toEqual([
      ['Club', null, 3],
      ['Hall', null, 1],
      ['TBA', null, 5],
    ]);
    // At 07:00 on the 16th the night is over and the 16th's program is next.
    expect(summary(nowAndNext([...night, tomorrow], '2025-08-16T07:00:00+02:00', []))).toEqual([
      ['Hall', null, 9],
    ]);
  });

  it('ends an open-end event with the festival day', () => {
    const last = [set(1, club, '2025-08-15T23:00:00+02:00', null)];
    expect(summary(nowAndNext(last, '2025-08-16T05:59:00+02:00', []))).toEqual([['Club', 1, null]]);
    expect(nowAndNext(last, '2025-08-16T06:00:00+02:00', [])).toEqual([]);
  });

  it('keeps the festival day right on the spring DST night', () => {
    const last = [set(1, club, '2025-03-29T23:00:00+01:00', null)];
    // 05:30 CEST on 30 March is still Saturday's night.
    expect(summary(nowAndNext(last, '2025-03-30T05:30:00+02:00', []))).toEqual([['Club', 1, null]]);
    expect(nowAndNext(last, '2025-03-30T06:00:00+02:00', [])).toEqual([]);
  });

  it('keeps the festival day right on the autumn DST night', () => {
    const events = [
      set(1, club, '2025-10-25T23:00:00+02:00', '2025-10-26T02:30:00+02:00'),
      set(2, club, '2025-10-26T02:15:00+01:00', null),
    ];
    // The second 02:20, in winter time: the first set is over, the second runs.
    expect(summary(nowAndNext(events, '2025-10-26T02:20:00+01:00', []))).toEqual([
      ['Club', 2, null],
    ]);
    // The first 02:20, in summer time: the first set runs, the second is next.
    expect(summary(nowAndNext(events, '2025-10-26T02:20:00+02:00', []))).toEqual([['Club', 1, 2]]);
  });
});
