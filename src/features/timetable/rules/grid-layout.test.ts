import { describe, expect, it } from 'vitest';
import { makeEvent } from './event-fixture';
import { TIMETABLE_GRID, timetableGridLayout } from './grid-layout';

const talk = (id: number, from: string, to: string | null, day = '2025-08-15') =>
  makeEvent({
    id,
    conference: true,
    dateTime: `${day}T${from}:00+02:00`,
    end: to === null ? null : `${day}T${to}:00+02:00`,
  });

const layout = (events: ReturnType<typeof talk>[], dayKey = '2025-08-15') =>
  timetableGridLayout(events, { dayKey });

const place = (grid: ReturnType<typeof layout>) =>
  Object.fromEntries(
    grid.blocks.map((b) => [b.event.id, [b.top, b.height, b.column, b.columns]] as const),
  );

describe('timetableGridLayout', () => {
  it('uses the spec grid of 09:00 to 17:00 at 50 px per hour', () => {
    expect(TIMETABLE_GRID).toEqual({ startHour: 9, endHour: 17, pxPerHour: 50 });
    expect(layout([]).height).toBe(400);
  });

  it('places an event by its Berlin wall-clock time', () => {
    const grid = layout([talk(1, '10:00', '11:30')]);
    expect(place(grid)).toEqual({ 1: [50, 75, 0, 1] });
    expect(grid.blocks[0]).toMatchObject({ cutAtTop: false, cutAtBottom: false });
  });

  it('places winter-time events by the Berlin clock too', () => {
    const winter = makeEvent({
      id: 1,
      conference: true,
      dateTime: '2025-01-15T09:00:00Z',
      end: '2025-01-15T10:00:00Z',
    });
    expect(place(layout([winter], '2025-01-15'))).toEqual({ 1: [50, 50, 0, 1] });
  });

  it('gives an open-end event one hour', () => {
    expect(place(layout([talk(1, '16:30', null)]))).toEqual({ 1: [375, 25, 0, 1] });
  });

  it('puts overlapping events side by side and leaves others full width', () => {
    const grid = layout([
      talk(1, '10:00', '12:00'),
      talk(2, '11:00', '12:00'),
      talk(3, '11:30', '13:00'),
      talk(4, '14:00', '15:00'),
    ]);
    expect(place(grid)).toEqual({
      1: [50, 100, 0, 3],
      2: [100, 50, 1, 3],
      3: [125, 75, 2, 3],
      4: [250, 50, 0, 1],
    });
  });

  it('reuses a freed column inside one overlapping group', () => {
    const grid = layout([
      talk(1, '10:00', '13:00'),
      talk(2, '10:00', '11:00'),
      talk(3, '11:00', '12:00'),
    ]);
    expect(place(grid)).toEqual({
      1: [50, 150, 0, 2],
      2: [50, 50, 1, 2],
      3: [100, 50, 1, 2],
    });
  });

  it('keeps touching events in one column', () => {
    const grid = layout([talk(1, '10:00', '11:00'), talk(2, '11:00', '12:00')]);
    expect(place(grid)).toEqual({ 1: [50, 50, 0, 1], 2: [100, 50, 0, 1] });
  });

  it('lists events outside the window as earlier and later', () => {
    const grid = layout([
      talk(1, '07:00', '09:00'),
      talk(2, '17:00', '18:00'),
      talk(3, '12:00', '13:00'),
      talk(4, '06:00', '07:00'),
      talk(5, '20:00', null),
    ]);
    expect(grid.earlier.map((e) => e.id)).toEqual([4, 1]);
    expect(grid.later.map((e) => e.id)).toEqual([2, 5]);
    expect(grid.blocks.map((b) => b.event.id)).toEqual([3]);
  });

  it('cuts events that run over the window edges and marks them', () => {
    const grid = layout([talk(1, '08:00', '10:00'), talk(2, '16:00', '19:00')]);
    expect(place(grid)).toEqual({ 1: [0, 50, 0, 1], 2: [350, 50, 0, 1] });
    expect(grid.blocks[0]).toMatchObject({ cutAtTop: true, cutAtBottom: false });
    expect(grid.blocks[1]).toMatchObject({ cutAtTop: false, cutAtBottom: true });
  });

  it('lists a night set crossing midnight as later on its night', () => {
    const night = makeEvent({
      id: 1,
      dateTime: '2025-08-15T23:00:00+02:00',
      end: '2025-08-16T04:00:00+02:00',
    });
    const afterMidnight = makeEvent({ id: 2, dateTime: '2025-08-16T02:00:00+02:00', end: null });
    const grid = layout([night, afterMidnight]);
    expect(grid.later.map((e) => e.id)).toEqual([1, 2]);
    expect(layout([night, afterMidnight], '2025-08-16').later).toEqual([]);
  });

  it('shows only the events of the chosen day', () => {
    const grid = layout([talk(1, '10:00', '11:00'), talk(2, '10:00', '11:00', '2025-08-16')]);
    expect(grid.blocks.map((b) => b.event.id)).toEqual([1]);
    expect(grid.earlier).toEqual([]);
    expect(grid.later).toEqual([]);
  });

  it('places events on both DST days by the clock', () => {
    const spring = makeEvent({
      id: 1,
      conference: true,
      dateTime: '2025-03-30T10:00:00+02:00',
      end: '2025-03-30T11:00:00+02:00',
    });
    const autumn = makeEvent({
      id: 2,
      conference: true,
      dateTime: '2025-10-26T10:00:00+01:00',
      end: '2025-10-26T11:00:00+01:00',
    });
    expect(place(layout([spring], '2025-03-30'))).toEqual({ 1: [50, 50, 0, 1] });
    expect(place(layout([autumn], '2025-10-26'))).toEqual({ 2: [50, 50, 0, 1] });
  });

  it('takes other window sizes', () => {
    const grid = timetableGridLayout([talk(1, '20:00', '22:00')], {
      dayKey: '2025-08-15',
      startHour: 18,
      endHour: 24,
      pxPerHour: 60,
    });
    expect(grid.height).toBe(360);
    expect(place(grid)).toEqual({ 1: [120, 120, 0, 1] });
  });
});
