import { oneOf, searchReader, wholeNumber } from '@/lib/search-params';
import { ALPHABET } from './rules/alphabet';

export const PROGRAM_TABS = ['events', 'artists', 'venues'] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

/** Search params of the program routes; anything odd falls back to the default. */
export const programSearchSchema = searchReader({
  tab: oneOf(PROGRAM_TABS),
  /** Artists page, starting at 0 (spec §2). */
  page: wholeNumber({ min: 0 }),
  /** Starting letter of the artists and venues tabs; the events tab keeps its in the filter. */
  letter: oneOf(ALPHABET),
});
export type ProgramSearch = ReturnType<typeof programSearchSchema>;
