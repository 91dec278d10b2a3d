import { useCallback, useState } from 'react';
import type { ProgramFilter } from '@/api/contract/program';
import { emptyFilter } from './rules/program-filter';
import { loadFilter, saveFilter } from './rules/stored-filter';

// A sandboxed iframe (the embedded program) may throw on the mere access to localStorage.
const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The program filter, restored from local storage and saved on every change (spec §4). */
export const useProgramFilter = (): [ProgramFilter, (next: ProgramFilter) => void] => {
  const [filter, setFilter] = useState<ProgramFilter>(() => {
    const storage = browserStorage();
    return storage ? loadFilter(storage) : emptyFilter();
  });
  const update = useCallback((next: ProgramFilter) => {
    setFilter(next);
    const storage = browserStorage();
    if (storage) saveFilter(storage, next);
  }, []);
  return [filter, update];
};
