import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramFilter } from '@/api/contract/program';
import type { FilterOptions } from './filter-options';
import { FilterSection } from './filter-section';
import { emptyFilter } from './rules/program-filter';
import { TYPE_CHOICES, useFilterChoices } from './use-filter-choices';

interface FilterDialogProps {
  opened: boolean;
  onClose: () => void;
  filter: ProgramFilter;
  onChange: (filter: ProgramFilter) => void;
  options: FilterOptions;
  resultCount: number;
}

/** The program filter (spec §3): changes apply at once, so the count below stays honest. */
export const FilterDialog = (props: FilterDialogProps) => {
  const { opened, onClose, filter, onChange, options, resultCount } = props;
  const { t } = useTranslation('program');
  const phone = useMediaQuery('(max-width: 36em)');
  const choices = useFilterChoices(options);
  // The handlers stay the same across renders and read the latest filter, so a tap re-renders
  // only the section it changed.
  const latest = useRef(filter);
  useLayoutEffect(() => {
    latest.current = filter;
  });
  const set = useCallback(
    (patch: Partial<ProgramFilter>) => onChange({ ...latest.current, ...patch }),
    [onChange],
  );
  const handlers = useMemo(
    () => ({
      dates: (selectedDates: string[]) => set({ selectedDates }),
      weekdays: (selectedDays: string[]) => set({ selectedDays }),
      types: (types: string[]) => {
        const selectedTypes = TYPE_CHOICES.filter((type) => types.includes(type));
        const festivalOnly = selectedTypes.length === 1 && selectedTypes[0] === 'festival';
        set(
          festivalOnly
            ? { selectedTypes, selectedConferenceTypes: [], selectedConferenceTopics: [] }
            : { selectedTypes },
        );
      },
      genres: (ids: string[]) =>
        set({ selectedGenres: ids.flatMap((id) => choices.genresById.get(id) ?? []) }),
      conferenceTypes: (selectedConferenceTypes: string[]) => set({ selectedConferenceTypes }),
      topics: (selectedConferenceTopics: string[]) => set({ selectedConferenceTopics }),
    }),
    [set, choices],
  );
  const selectedGenreIds = useMemo(
    () => filter.selectedGenres.map((genre) => String(genre.id)),
    [filter.selectedGenres],
  );
  // Type and topics belong to conference events only (spec §4 Event type).
  const conferenceShown =
    filter.selectedTypes.length === 0 || filter.selectedTypes.includes('conference');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('filter.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('filter.close') }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="lg">
        <FilterSection
          legend={t('filter.dates')}
          choices={choices.dates}
          selected={filter.selectedDates}
          onChange={handlers.dates}
        />
        <FilterSection
          legend={t('filter.weekdays')}
          choices={choices.weekdays}
          selected={filter.selectedDays}
          onChange={handlers.weekdays}
        />
        <FilterSection
          legend={t('filter.types')}
          choices={choices.types}
          selected={filter.selectedTypes}
          onChange={handlers.types}
        />
        <FilterSection
          legend={t('filter.genres')}
          choices={choices.genres}
          selected={selectedGenreIds}
          onChange={handlers.genres}
        />
        {conferenceShown && (
          <>
            <FilterSection
              legend={t('filter.conferenceTypes')}
              choices={choices.conferenceTypes}
              selected={filter.selectedConferenceTypes}
              onChange={handlers.conferenceTypes}
            />
            <FilterSection
              legend={t('filter.topics')}
              choices={choices.topics}
              selected={filter.selectedConferenceTopics}
              onChange={handlers.topics}
            />
          </>
        )}
      </Stack>
      <Group
        justify="space-between"
        pos="sticky"
        bottom={0}
        py="md"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
      >
        <Button
          variant="subtle"
          onClick={() => onChange({ ...emptyFilter(), character: filter.character })}
        >
          {t('filter.reset')}
        </Button>
        <Button onClick={onClose}>{t('filter.show', { count: resultCount })}</Button>
      </Group>
    </Modal>
  );
};
