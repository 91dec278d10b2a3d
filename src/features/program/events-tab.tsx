import { Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramFilter } from '@/api/contract/program';
import { EventList } from './event-list';
import type { FavouriteSlot } from './event-list-item';
import { EventsToolbar } from './events-toolbar';
import { FilterDialog } from './filter-dialog';
import { activeCriteria, filterOptions } from './filter-options';
import { LetterBar } from './letter-bar';
import { EmptyResult, EventListSkeleton } from './list-states';
import type { ProgramMode } from './program-mode';
import { ALPHABET } from './rules/alphabet';
import { groupEventsByDay } from './rules/group-by-day';
import { applyProgramFilter, emptyFilter, filterIsEmpty } from './rules/program-filter';
import { buildSearchIndex } from './rules/search-index';
import { useFilterValues, useStoredEvents } from './use-program-data';
import { useProgramFilter } from './use-program-filter';

/** Spec §9: search and sort are debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

// The stored filter's letter is A to Z only (contract), so the events bar has no '#'.
const EVENT_LETTERS = ALPHABET.filter((letter) => letter !== '#');

interface EventsTabProps {
  mode: ProgramMode;
  Favourite?: FavouriteSlot;
}

/** Events tab: search, filter dialog, A–Z bar and the virtualised list grouped by day. */
export const EventsTab = ({ mode, Favourite }: EventsTabProps) => {
  const { t } = useTranslation('program');
  const { items: events, loading } = useStoredEvents();
  const values = useFilterValues();
  const [filter, setFilter] = useProgramFilter();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filterOpened, filterDialog] = useDisclosure(false);

  const index = useMemo(() => buildSearchIndex(events), [events]);
  const matching = useMemo(
    () => applyProgramFilter(events, filter, { search: debouncedSearch, index }),
    [events, filter, debouncedSearch, index],
  );
  const days = useMemo(() => groupEventsByDay(matching), [matching]);
  const options = useMemo(() => filterOptions(values, events), [values, events]);
  const narrowed = !filterIsEmpty(filter) || debouncedSearch.trim() !== '';
  const reset = () => {
    setSearch('');
    setFilter(emptyFilter());
  };
  const setLetter = (character: ProgramFilter['character']) => setFilter({ ...filter, character });

  return (
    <Stack gap="sm">
      <EventsToolbar
        search={search}
        onSearch={setSearch}
        activeCount={activeCriteria(filter)}
        onOpenFilter={filterDialog.open}
      />
      <LetterBar
        letters={EVENT_LETTERS}
        value={EVENT_LETTERS.find((letter) => letter === filter.character) ?? null}
        onChange={setLetter}
      />
      {loading ? (
        <EventListSkeleton />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {narrowed
              ? t('events.found', { count: matching.length })
              : t('events.total', { count: matching.length })}
          </Text>
          {days.length === 0 ? (
            <EmptyResult text={t('events.empty')} onReset={narrowed ? reset : undefined} />
          ) : (
            <EventList
              days={days}
              mode={mode}
              Favourite={Favourite}
              queryKey={`${debouncedSearch}|${JSON.stringify(filter)}`}
            />
          )}
        </>
      )}
      <FilterDialog
        opened={filterOpened}
        onClose={filterDialog.close}
        filter={filter}
        onChange={setFilter}
        options={options}
        resultCount={matching.length}
      />
    </Stack>
  );
};
