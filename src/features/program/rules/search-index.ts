import type { EventDto } from '@/api/contract/program';
import { eventDayKey, weekdayOf, type Weekday } from '@/lib/berlin-time';
import { startingLetter, type AlphabetLetter } from './alphabet';
import { normalizeText } from './search-text';

/** What the program filter needs of one event, worked out once instead of per keystroke. */
export interface IndexedEvent {
  /** Title, artist names and venue name, normalized, one per line so no word spans two fields. */
  text: string;
  dayKey: string;
  weekday: Weekday;
  letter: AlphabetLetter;
}

/** Keyed by the event object: a changed event is a new object and simply misses the index. */
export type SearchIndex = WeakMap<EventDto, IndexedEvent>;

export const indexEvent = (event: EventDto): IndexedEvent => {
  const dayKey = eventDayKey(event);
  return {
    text: normalizeText(
      [event.title, ...event.artists.map((artist) => artist.name), event.venue?.name ?? ''].join(
        '\n',
      ),
    ),
    dayKey,
    weekday: weekdayOf(dayKey),
    letter: startingLetter(event.title),
  };
};

export const buildSearchIndex = (events: readonly EventDto[]): SearchIndex =>
  new WeakMap(events.map((event) => [event, indexEvent(event)]));
