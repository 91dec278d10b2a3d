import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminListRequest } from '@/api/contract/management';
import { MANAGEMENT_KEY, useManagementOptions } from './management-queries';

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
  const list = useQuery({
    queryKey: [...MANAGEMENT_KEY, name, debounced, year, page],
    queryFn: () => load(page, { search: debounced, ...(year ? { year } : {}) }),
    // The rows of the last search stay until the new answer replaces them.
    placeholderData: keepPreviousData,
  });
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
    onRefresh: () => void list.refetch(),
  };
  return { options, list, page, setPage, controls };
};
