import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminListRequest } from '@/api/contract/management';
import { useManagementOptions } from './use-management-options';
import { useRemote } from './use-remote';

/** Spec §9: the admin search waits 200 ms after the last key. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 200;

interface PageOf<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

/**
 * A management list with search, year filter (default year from the settings) and paging;
 * a new search or year starts again at page 0. `controls` fits `ListControls`.
 */
export const useYearList = <T>(
  name: string,
  load: (page: number, request: AdminListRequest) => Promise<PageOf<T>>,
) => {
  const options = useManagementOptions().data;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const [chosenYear, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const year = chosenYear ?? options?.defaultYear ?? null;
  const list = useRemote(`${name}:${debounced}:${year}:${page}`, () =>
    load(page, { search: debounced, ...(year ? { year } : {}) }),
  );
  const controls = {
    search,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(0);
    },
    years: options?.years,
    year,
    onYear: (value: number) => {
      setYear(value);
      setPage(0);
    },
    onRefresh: list.reload,
  };
  return { options, list, page, setPage, controls };
};
