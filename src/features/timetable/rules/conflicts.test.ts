import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts';
import { makeEvent } from './event-fixture';

const at = (id: number, dateTime: string, end: string | null) => makeEvent({ id, dateTime, end });

describe('findConflicts', () => {
  it('pairs overlapping events both ways', () => {
    const conflicts = findConflicts([
      at(1, '2025-08-15T21:00:00+02:00', '2025-08-15T23:00:00+02:00'),
      at(2, '2025-08-15T22:00:00+02:00', '2025-08-15T23:30:00+02:00'),
      at(3, '2025-08-16T10:00:00+02:00', '2025-08-16T11:00:00+02:00'),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [2], 2: [1] });
  });

  it('does not count touching events as a clash', () => {
    const conflicts = findConflicts([
      at(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      at(2, '2025-08-15T22:00:00+02:00', '2025-08-15T23:00:00+02:00'),
    ]);
    expect(conflicts.size).toBe(0);
  });

  it('counts an open-end event as one hour long', () => {
    const conflicts = findConflicts([
      at(1, '2025-08-15T21:00:00+02:00', null),
      at(2, '2025-08-15T21:59:00+02:00', '2025-08-15T23:00:00+02:00'),
      at(3, '2025-08-15T22:00:00+02:00', null),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
  });

  it('lists every clash of a long event in start order', () => {
    const conflicts = findConflicts([
      at(4, '2025-08-15T23:00:00+02:00', '2025-08-16T00:30:00+02:00'),
      at(1, '2025-08-15T20:00:00+02:00', '2025-08-16T06:00:00+02:00'),
      at(2, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      at(3, '2025-08-16T02:00:00+02:00', '2025-08-16T03:00:00+02:00'),
    ]);
    expect(conflicts.get(1)).toEqual([2, 4, 3]);
    expect(conflicts.get(2)).toEqual([1]);
    expect(conflicts.get(3)).toEqual([1]);
    expect(conflicts.get(4)).toEqual([1]);
  });

  it('compares instants across midnight and offsets', () => {
    // 23:30 CEST on the 15th and 21:30 UTC are the same instant.
    const conflicts = findConflicts([
      at(1, '2025-08-15T23:00:00+02:00', '2025-08-16T01:00:00+02:00'),
      at(2, '2025-08-15T21:30:00Z', '2025-08-15T22:30:00Z'),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [2], 2: [1] });
  });

  it('uses real time on the autumn DST night', () => {
    // 02:30 summer time ends before 02:15 winter time starts, although the clock reads earlier.
    const conflicts = findConflicts([
      at(1, '2025-10-26T02:00:00+02:00', '2025-10-26T02:30:00+02:00'),
      at(2, '2025-10-26T02:15:00+01:00', '2025-10-26T03:00:00+01:00'),
    ]);
    expect(conflicts.size).toBe(0);
    const clash = findConflicts([
      at(1, '2025-10-26T02:00:00+02:00', '2025-10-26T02:30:00+01:00'),
      at(2, '2025-10-26T02:15:00+01:00', '2025-10-26T03:00:00+01:00'),
    ]);
    expect(clash.get(1)).toEqual([2]);
  });

  it('uses real time on the spring DST night', () => {
    // 01:30 CET to 03:30 CEST is one hour and touches a set at 03:30 CEST.
    const conflicts = findConflicts([
      at(1, '2025-03-30T01:30:00+01:00', '2025-03-30T03:30:00+02:00'),
      at(2, '2025-03-30T03:30:00+02:00', null),
    ]);
    expect(conflicts.size).toBe(0);
  });

  it('ignores the same event given twice', () => {
    const event = at(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00');
    expect(findConflicts([event, event]).size).toBe(0);
  });

  it('finds the clashes among many events', () => {
    // 2,000 one-hour events every 30 minutes: each clashes with its two neighbours.
    const events = Array.from({ length: 2000 }, (_, i) =>
      makeEvent({
        id: i,
        dateTime: new Date(Date.UTC(2025, 7, 15) + i * 1_800_000).toISOString(),
        end: new Date(Date.UTC(2025, 7, 15) + i * 1_800_000 + 3_600_000).toISOString(),
      }),
    );
    const conflicts = findConflicts(events.toReversed());
    expect(conflicts.get(0)).toEqual([1]);
    expect(conflicts.get(1000)).toEqual([999, 1001]);
    expect(conflicts.get(1999)).toEqual([1998]);
    expect(conflicts.size).toBe(2000);
  });
});
