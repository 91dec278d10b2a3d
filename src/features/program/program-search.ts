import { z } from 'zod';
import { ALPHABET } from './rules/alphabet';

export const PROGRAM_TABS = ['events', 'artists', 'venues'] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

/** Search params of the program routes; anything odd falls back to the default. */
export const programSearchSchema = z.object({
  tab: z.enum(PROGRAM_TABS).optional().catch(undefined),
  /** Artists page, starting at 0 (spec §2). */
  page: z.number().int().min(0).optional().catch(undefined),
  /** Starting letter of the artists and venues tabs; the events tab keeps its in the filter. */
  letter: z.enum(ALPHABET).optional().catch(undefined),
});
export type ProgramSearch = z.infer<typeof programSearchSchema>;
