import { describe, expect, it } from 'vitest';
import { eventChanges, snapshotOf } from './changes';
import { makeEvent } from './event-fixture';

const seen = makeEvent({
  id: 1,
  dateTime: '2025-08-15T21:00:00+02:00',
  end: '2025-08-15T23:00:00+02:00',
  venue: { id: 5, name: 'Hall' },
  state: 'PUBLISHED',
});

describe('eventChanges', () => {
  it('finds nothing when nothing changed', () => {
    expect(eventChanges(snapshotOf(seen), seen)).toEqual([]);
  });

  it('finds nothing without a snapshot', () => {
    expect(eventChanges(null, seen)).toEqual([]);
    expect(eventChanges(undefined, seen)).toEqual([]);
  });

  it('finds a moved start and end', () => {
    const moved = { ...seen, dateTime: '2025-08-15T22:00:00+02:00', end: null };
    expect(eventChanges(snapshotOf(seen), moved)).toEqual(['dateTime', 'end']);
  });

  it('does not count the same instant with another offset', () => {
    const rewritten = { ...seen, dateTime: '2025-08-15T19:00:00Z', end: '2025-08-15T21:00:00Z' };
    expect(eventChanges(snapshotOf(seen), rewritten)).toEqual([]);
  });

  it('finds a new, removed or renamed venue', () => {
    const before = snapshotOf(seen);
    expect(eventChanges(before, { ...seen, venue: { id: 6, name: 'Hall' } })).toEqual(['venue']);
    expect(eventChanges(before, { ...seen, venue: { id: 5, name: 'Main Hall' } })).toEqual([
      'venue',
    ]);
    expect(eventChanges(before, { ...seen, venue: null })).toEqual(['venue']);
  });

  it('finds a state change', () => {
    expect(eventChanges(snapshotOf(seen), { ...seen, state: 'DRAFT' })).toEqual(['state']);
  });

  it('lists all changed fields in a fixed order', () => {
    const everything = {
      dateTime: '2025-08-16T21:00:00+02:00',
      end: '2025-08-16T22:00:00+02:00',
      venue: null,
      state: 'DRAFT' as const,
    };
    expect(eventChanges(snapshotOf(seen), everything)).toEqual([
      'dateTime',
      'end',
      'venue',
      'state',
    ]);
  });

  it('keeps the snapshot fields', () => {
    expect(snapshotOf(seen)).toEqual({
      dateTime: '2025-08-15T21:00:00+02:00',
      end: '2025-08-15T23:00:00+02:00',
      venueId: 5,
      venueName: 'Hall',
      state: 'PUBLISHED',
    });
  });
});
