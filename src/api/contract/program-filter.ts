import type { GenreRef, ProgramFilter } from './program';

// The stored program filter is read for the program's first paint, where zod would add 15–25 KB
// (gzip): this reads it by hand. program-filter.test.ts keeps it equal to `programFilter` in
// program.ts (lists must be valid, an unusable letter resets to none).

export const EVENT_TYPES = ['conference', 'festival'] as const;

export const emptyProgramFilter = (): ProgramFilter => ({
  selectedDates: [],
  selectedGenres: [],
  selectedDays: [],
  selectedTypes: [],
  selectedConferenceTypes: [],
  selectedConferenceTopics: [],
  character: null,
});

type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// What zod's z.number().int() and z.string() accept (the hand readers of event-reader.ts and
// product-reader.ts check the same).
export const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isTextOrNull = (value: unknown): value is string | null =>
  value === null || isText(value);

export const listOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
};

const readText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const readGenre = (value: unknown): GenreRef | null =>
  isFields(value) && Number.isSafeInteger(value.id) && typeof value.name === 'string'
    ? { id: value.id as number, name: value.name }
    : null;

const readType = (value: unknown) => EVENT_TYPES.find((type) => type === value) ?? null;

const readLetter = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Z]$/.test(value) ? value : null;

/** Restores a filter saved in local storage: null unless every list field is an array (spec §4). */
export const parseStoredFilter = (stored: unknown): ProgramFilter | null => {
  if (!isFields(stored)) return null;
  const selectedDates = listOf(stored.selectedDates, readText);
  const selectedGenres = listOf(stored.selectedGenres, readGenre);
  const selectedDays = listOf(stored.selectedDays, readText);
  const selectedTypes = listOf(stored.selectedTypes, readType);
  const selectedConferenceTypes = listOf(stored.selectedConferenceTypes, readText);
  const selectedConferenceTopics = listOf(stored.selectedConferenceTopics, readText);
  if (!selectedDates || !selectedGenres || !selectedDays || !selectedTypes) return null;
  if (!selectedConferenceTypes || !selectedConferenceTopics) return null;
  return {
    selectedDates,
    selectedGenres,
    selectedDays,
    selectedTypes,
    selectedConferenceTypes,
    selectedConferenceTopics,
    character: readLetter(stored.character),
  };
};
