import {
  berlinDayKey,
  daysBetween,
  eventDayKey,
  minutesSinceMidnightBerlin,
} from '@/lib/berlin-time';
import { eventInterval, type TimedEvent } from './interval';

/** Spec §2 My Timetable and §9: the grid runs 09:00 to 17:00 at 50 px per hour. */
export const TIMETABLE_GRID = { startHour: 9, endHour: 17, pxPerHour: 50 } as const;

export interface GridOptions {
  /** The program day shown (yyyy-MM-dd, see eventDayKey); other days' events are left out. */
  dayKey: string;
  startHour?: number;
  endHour?: number;
  pxPerHour?: number;
}

export interface GridBlock<T> {
  event: T;
  /** px from the top of the grid (startHour). */
  top: number;
  height: number;
  /** 0-based column among `columns` side-by-side columns of its overlapping group. */
  column: number;
  columns: number;
  /** The event started before the grid's first hour or runs past its last one. */
  cutAtTop: boolean;
  cutAtBottom: boolean;
}

export interface GridLayout<T> {
  blocks: GridBlock<T>[];
  /** Events of the day that end by startHour, by start; the UI lists them above the grid. */
  earlier: T[];
  /** Events of the day that start at or after endHour (night sets too), by start. */
  later: T[];
  /** Total grid height in px. */
  height: number;
}

/** Wall-clock minutes since midnight of `dayKey` in Berlin, matching the grid's hour labels. */
const minutesFrom = (dayKey: string, iso: string) =>
  daysBetween(dayKey, berlinDayKey(iso)) * 1440 + minutesSinceMidnightBerlin(iso);

const span = (dayKey: string, event: TimedEvent) => {
  const start = minutesFrom(dayKey, event.dateTime);
  const interval = eventInterval(event);
  const wallEnd = event.end === null ? start + 60 : minutesFrom(dayKey, event.end);
  // Across a DST change the wall clock can run backwards; fall back to the elapsed length.
  const end = wallEnd > start ? wallEnd : start + (interval.end - interval.start) / 60_000;
  return { start, end };
};

/**
 * Places the day's events on the grid. Overlapping events share the width: each gets the first
 * free column of its overlapping group, and `columns` is that group's column count. Touching
 * events (end == start) do not overlap. Open-end events are one hour long.
 */
export const timetableGridLayout = <T extends TimedEvent>(
  events: readonly T[],
  {
    dayKey,
    startHour = TIMETABLE_GRID.startHour,
    endHour = TIMETABLE_GRID.endHour,
    pxPerHour = TIMETABLE_GRID.pxPerHour,
  }: GridOptions,
): GridLayout<T> => {
  const gridStart = startHour * 60;
  const gridEnd = endHour * 60;
  const pxPerMinute = pxPerHour / 60;
  const earlier: T[] = [];
  const later: T[] = [];
  const visible: {
    event: T;
    start: number;
    end: number;
    cutAtTop: boolean;
    cutAtBottom: boolean;
  }[] = [];

  const dayEvents = events
    .filter((event) => eventDayKey(event) === dayKey)
    .map((event) => ({ event, ...span(dayKey, event) }))
    .sort((a, b) => a.start - b.start || b.end - a.end || a.event.id - b.event.id);
  for (const { event, start, end } of dayEvents) {
    if (end <= gridStart) earlier.push(event);
    else if (start >= gridEnd) later.push(event);
    else {
      visible.push({
        event,
        start: Math.max(start, gridStart),
        end: Math.min(end, gridEnd),
        cutAtTop: start < gridStart,
        cutAtBottom: end > gridEnd,
      });
    }
  }
  // Clipping keeps the start order, so `visible` is still sorted for the column sweep.

  const blocks: GridBlock<T>[] = [];
  let group: GridBlock<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const block of group) block.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const item of visible) {
    if (item.start >= groupEnd) {
      closeGroup();
      groupEnd = item.end;
    } else {
      groupEnd = Math.max(groupEnd, item.end);
    }
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= item.start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = item.end;
    const block: GridBlock<T> = {
      event: item.event,
      top: (item.start - gridStart) * pxPerMinute,
      height: (item.end - item.start) * pxPerMinute,
      column,
      columns: 1,
      cutAtTop: item.cutAtTop,
      cutAtBottom: item.cutAtBottom,
    };
    group.push(block);
    blocks.push(block);
  }
  closeGroup();

  return { blocks, earlier, later, height: (endHour - startHour) * pxPerHour };
};
