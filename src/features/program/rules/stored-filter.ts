import { parseStoredFilter, type ProgramFilter } from '@/api/contract/program';
import { emptyFilter } from './program-filter';

export const PROGRAM_FILTER_STORAGE_KEY = 'festival.programFilter';

/** The saved program filter if it is still valid (spec §4), else an empty one. */
export const loadFilter = (storage: Pick<Storage, 'getItem'>): ProgramFilter => {
  try {
    const saved = storage.getItem(PROGRAM_FILTER_STORAGE_KEY);
    if (saved === null) return emptyFilter();
    const parsed: unknown = JSON.parse(saved);
    return parseStoredFilter(parsed) ?? emptyFilter();
  } catch {
    // Unreadable JSON or storage blocked by the browser: start unfiltered.
    return emptyFilter();
  }
};

/** Saves the filter; false when the browser refuses (quota, private mode). */
export const saveFilter = (storage: Pick<Storage, 'setItem'>, filter: ProgramFilter): boolean => {
  try {
    storage.setItem(PROGRAM_FILTER_STORAGE_KEY, JSON.stringify(filter));
    return true;
  } catch {
    return false;
  }
};
