import { Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDto, ProgramFilter } from '@/api/contract/program';
import { EventList } from './event-list';
import type { FavouriteSlot } from './event-list-item';
import { EventsToolbar } from './events-toolbar';
import { activeCriteria, filterOptions } from './filter-options';
import { LetterBar } from './letter-bar';
import { EmptyResult, EventListSkeleton } from './list-states';
import type { ProgramMode } from './program-mode';
import { ALPHABET } from './rules/alphabet';
import { groupEventsByDay, keepInDays } from './rules/group-by-day';
import { applyProgramFilter, emptyFilter, filterIsEmpty } from './rules/program-filter';
import type { SearchIndex } from './rules/search-index';
import { useFilterValues, type StoredList } from './use-program-data';
import { useProgramFilter } from './use-program-filter';

// Only a stage's program (opened from the site map) shows its venue chip.
const VenueChip = lazy(() =>
  import('./venue-chip').then((module) => ({ default: module.VenueChip })),
);

// The dialog (Mantine's modal machinery and the chips) loads on the first open.
const FilterDialog = lazy(() =>
  import('./filter-dialog').then((module) => ({ default: module.FilterDialog })),
);

/** Spec §9: search and sort are debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

// The stored filter's letter is A to Z only (contract), so the events bar has no '#'.
const EVENT_LETTERS = ALPHABET.filter((letter) => letter !== '#');

interface EventsTabProps {
  /** The program's events (useProgramEvents). */
  stored: StoredList<EventDto>;
  mode: ProgramMode;
  Favourite?: FavouriteSlot;
  /** Only this venue's events (a stage's program), or null for all. */
  venueId?: number | null;
  onClearVenue?: () => void;
}

/** Events tab: search, filter dialog, A–Z bar and the virtualised list grouped by day. */
export const EventsTab = ({
  stored,
  mode,
  Favourite,
  venueId = null,
  onClearVenue,
}: EventsTabProps) => {
  const { t } = useTranslation('program');
  const { items: program, loading } = stored;
  const events = useMemo(
    () => (venueId === null ? program : program.filter((event) => event.venue?.id === venueId)),
    [program, venueId],
  );
  const venueName = venueId === null ? null : (events[0]?.venue?.name ?? null);
  const values = useFilterValues();
  const [filter, setFilter] = useProgramFilter();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filterOpened, filterDialog] = useDisclosure(false);
  const [filterUsed, setFilterUsed] = useState(false);
  const openFilter = () => {
    setFilterUsed(true);
    filterDialog.open();
  };

  // Sorted and grouped once per program; a filter only drops events from the days. The search
  // index fills at the first search.
  const allDays = useMemo(() => groupEventsByDay(events), [events]);
  // Keyed by event object: a new program's events simply miss and are worked out afresh.
  const [index] = useState<SearchIndex>(() => new WeakMap());
  const matching = useMemo(
    () => applyProgramFilter(events, filter, { search: debouncedSearch, index }),
    [events, filter, debouncedSearch, index],
  );
  const days = useMemo(() => keepInDays(allDays, matching), [allDays, matching]);
  // Worked out once the dialog is wanted, not for the first paint.
  const options = useMemo(
    () => (filterUsed ? filterOptions(values, events) : null),
    [filterUsed, values, events],
  );
  const narrowed = !filterIsEmpty(filter) || debouncedSearch.trim() !== '';
  const reset = () => {
    setSearch('');
    setFilter(emptyFilter());
  };
  // Stable and reading the latest filter, so the memoised letter bar skips unrelated renders.
  const latestFilter = useRef(filter);
  useLayoutEffect(() => {
    latestFilter.current = filter;
  });
  const setLetter = useCallback(
    (character: ProgramFilter['character']) => setFilter({ ...latestFilter.current, character }),
    [setFilter],
  );

  return (
    <Stack gap="sm">
      <EventsToolbar
        search={search}
        onSearch={setSearch}
        activeCount={activeCriteria(filter)}
        onOpenFilter={openFilter}
      />
      {venueId !== null && (
        <Suspense fallback={null}>
          <VenueChip name={venueName ?? t('tba')} onClear={() => onClearVenue?.()} />
        </Suspense>
      )}
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
      {options && (
        <Suspense fallback={null}>
          <FilterDialog
            opened={filterOpened}
            onClose={filterDialog.close}
            filter={filter}
            onChange={setFilter}
            options={options}
            resultCount={matching.length}
          />
        </Suspense>
      )}
    </Stack>
  );
};
