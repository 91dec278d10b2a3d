import { emptyProgramFilter, type EventDto, type ProgramFilter } from '@/api/contract/program';
import { eventType } from './event-type';
import { indexEvent, type SearchIndex } from './search-index';
import { searchTerms } from './search-text';

export const emptyFilter = (): ProgramFilter => emptyProgramFilter();

export const filterIsEmpty = (filter: ProgramFilter): boolean =>
  filter.character === null &&
  filter.selectedDates.length === 0 &&
  filter.selectedGenres.length === 0 &&
  filter.selectedDays.length === 0 &&
  filter.selectedTypes.length === 0 &&
  filter.selectedConferenceTypes.length === 0 &&
  filter.selectedConferenceTopics.length === 0;

/** The event's index entry, worked out on first use and kept in `index` when one is given. */
const entryOf = (event: EventDto, index: SearchIndex | undefined) => {
  let entry = index?.get(event);
  if (!entry) {
    entry = indexEvent(event);
    index?.set(event, entry);
  }
  return entry;
};

export interface ProgramSearch {
  /** Free text over title, artist names and venue name; every word must occur. */
  search?: string;
  /** From buildSearchIndex(events) (filled as entries are needed); keep it while the events stay the same. */
  index?: SearchIndex;
}

/**
 * The program filter (spec §3). Every criterion that is set must hold; inside one list any
 * value matches. The rules, in the program's own terms:
 * - selectedDates: program day keys yyyy-MM-dd (eventDayKey, so a 02:00 set counts for its night);
 * - selectedDays: weekday names from WEEKDAYS ('monday' … 'sunday', case ignored) of that day;
 * - selectedGenres: by genre id; selectedTypes: 'conference' | 'festival';
 * - selectedConferenceTypes / selectedConferenceTopics: only conference events carry them, so
 *   setting one leaves only conference events that match;
 * - character: first letter of the title, accents ignored.
 * One pass over the events with set lookups: O(n) for a fixed filter.
 */
export const applyProgramFilter = (
  events: readonly EventDto[],
  filter: ProgramFilter,
  { search = '', index }: ProgramSearch = {},
): EventDto[] => {
  const terms = searchTerms(search);
  const dates = new Set(filter.selectedDates);
  const days = new Set(filter.selectedDays.map((day) => day.toLowerCase()));
  const genres = new Set(filter.selectedGenres.map((genre) => genre.id));
  const types = new Set(filter.selectedTypes);
  const conferenceTypes = new Set(filter.selectedConferenceTypes);
  const topics = new Set(filter.selectedConferenceTopics);

  if (terms.length === 0 && filterIsEmpty(filter)) return [...events];
  // Day, weekday, letter and text come from the index entry; the other criteria need none.
  const needsEntry =
    terms.length > 0 || dates.size > 0 || days.size > 0 || filter.character !== null;

  return events.filter((event) => {
    if (types.size > 0 && !types.has(eventType(event))) return false;
    if (genres.size > 0 && !event.genres.some((genre) => genres.has(genre.id))) return false;
    if (
      conferenceTypes.size > 0 &&
      (event.conferenceType === null || !conferenceTypes.has(event.conferenceType))
    ) {
      return false;
    }
    if (topics.size > 0 && !event.conferenceTopics.some((topic) => topics.has(topic))) return false;
    if (!needsEntry) return true;
    const entry = entryOf(event, index);
    if (dates.size > 0 && !dates.has(entry.dayKey)) return false;
    if (days.size > 0 && !days.has(entry.weekday)) return false;
    if (filter.character !== null && entry.letter !== filter.character) return false;
    return terms.every((term) => entry.text.includes(term));
  });
};
