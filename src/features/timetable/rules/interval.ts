import type { EventDto } from '@/api/contract/program';
import { instantOf } from '@/lib/berlin-time';

/** An open-end event is taken to last one hour where a length is needed (overlap, grid). */
export const OPEN_END_ASSUMED_MS = 3_600_000;

export type TimedEvent = Pick<EventDto, 'id' | 'dateTime' | 'end' | 'conference'>;

export interface Interval {
  start: number;
  end: number;
}

/** Start and end in epoch ms; a missing end, or one not after the start, counts as one hour. */
export const eventInterval = (event: Pick<EventDto, 'dateTime' | 'end'>): Interval => {
  const start = instantOf(event.dateTime);
  const end = event.end === null ? Number.NaN : instantOf(event.end);
  return { start, end: end > start ? end : start + OPEN_END_ASSUMED_MS };
};
