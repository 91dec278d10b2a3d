import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { ALPHABET } from './rules/alphabet';

export const PROGRAM_TABS = ['events', 'artists', 'venues'] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

/** Search params of the program routes; anything odd falls back to the default. */
export const programSearchSchema = z.object({
  tab: optionalParam(z.enum(PROGRAM_TABS)),
  /** Artists page, starting at 0 (spec §2). */
  page: optionalParam(z.int().check(z.minimum(0))),
  /** Starting letter of the artists and venues tabs; the events tab keeps its in the filter. */
  letter: optionalParam(z.enum(ALPHABET)),
  /** Only this venue's events: a stage's program, opened from the site map. */
  venue: optionalParam(z.int().check(z.positive())),
});
export type ProgramSearch = z.output<typeof programSearchSchema>;
