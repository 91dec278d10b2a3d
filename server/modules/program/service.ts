import type { FilterValuesDto } from '../../../src/api/contract/program';
import type { Database } from '../../db/client';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from '../../../src/api/contract/conference';
import { festivalYear } from './festival-year';
import { findEventDays, findEventGenres } from './queries';

export type ProgramService = ReturnType<typeof createProgramService>;

export function createProgramService(db: Database) {
  return {
    /** What the program filter offers (spec §3): days and genres of this year's program. */
    async filterValues(): Promise<FilterValuesDto> {
      const year = await festivalYear(db);
      const [allDates, allGenres] = await Promise.all([
        findEventDays(db, year),
        findEventGenres(db, year),
      ]);
      return {
        allDates,
        allGenres,
        allConferenceTypes: [...CONFERENCE_TYPES],
        allConferenceTopics: [...CONFERENCE_TOPICS],
      };
    },
  };
}
