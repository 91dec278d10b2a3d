import { describe, expect, it } from 'vitest';
import { groupEventsByDay, keepInDays } from './group-by-day';
import { makeEvent } from './event-fixture';

const ids = (days: ReturnType<typeof groupEventsByDay>) =>
  days.map((day) => [day.dayKey, day.events.map((event) => event.id)]);

describe('groupEventsByDay', () => {
  it('orders days ascending and events by start', () => {
    const events = [
      makeEvent({ id: 1, dateTime: '2025-08-16T22:00:00+02:00' }),
      makeEvent({ id: 2, dateTime: '2025-08-15T23:00:00+02:00' }),
      makeEvent({ id: 3, dateTime: '2025-08-15T21:00:00+02:00' }),
    ];
    expect(ids(groupEventsByDay(events))).toEqual([
      ['2025-08-15', [3, 2]],
      ['2025-08-16', [1]],
    ]);
  });

  it('keeps night sets after midnight with their night, conference talks on their date', () => {
    const events = [
      makeEvent({ id: 1, dateTime: '2025-08-16T02:00:00+02:00' }),
      makeEvent({ id: 2, dateTime: '2025-08-15T23:00:00+02:00' }),
      makeEvent({ id: 3, dateTime: '2025-08-16T10:00:00+02:00', conference: true }),
    ];
    expect(ids(groupEventsByDay(events))).toEqual([
      ['2025-08-15', [2, 1]],
      ['2025-08-16', [3]],
    ]);
  });

  it('orders events with the same start by title, then id', () => {
    const events = [
      makeEvent({ id: 3, title: 'Beta' }),
      makeEvent({ id: 2, title: 'alpha' }),
      makeEvent({ id: 1, title: 'Beta' }),
    ];
    expect(ids(groupEventsByDay(events))).toEqual([['2025-08-15', [2, 1, 3]]]);
  });

  it('groups by the Berlin day whatever offset the text carries', () => {
    const events = [
      makeEvent({ id: 1, dateTime: '2025-08-15T08:00:00Z', conference: true }),
      makeEvent({ id: 2, dateTime: '2025-08-15T22:30:00Z', conference: true }),
    ];
    expect(ids(groupEventsByDay(events))).toEqual([
      ['2025-08-15', [1]],
      ['2025-08-16', [2]],
    ]);
  });

  it('gives no days for no events', () => {
    expect(groupEventsByDay([])).toEqual([]);
  });
});

describe('keepInDays', () => {
  const events = [
    makeEvent({ id: 1, dateTime: '2025-08-16T02:00:00+02:00', title: 'Night' }),
    makeEvent({ id: 2, dateTime: '2025-08-15T23:00:00+02:00', title: 'Beta' }),
    makeEvent({ id: 3, dateTime: '2025-08-15T23:00:00+02:00', title: 'alpha' }),
    makeEvent({ id: 4, dateTime: '2025-08-16T10:00:00+02:00', conference: true }),
    makeEvent({ id: 5, dateTime: '2025-08-17T21:00:00+02:00' }),
  ];
  const all = groupEventsByDay(events);

  it('equals grouping the kept events afresh, for every subset', () => {
    for (let mask = 0; mask < 2 ** events.length; mask += 1) {
      const kept = events.filter((_, index) => (mask >> index) & 1);
      expect(ids(keepInDays(all, kept))).toEqual(ids(groupEventsByDay(kept)));
    }
  });

  it('keeps the grouping as it is when every event stays', () => {
    expect(keepInDays(all, [...events].reverse())).toEqual(all);
  });
});
