import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { EventType, ProgramFilter } from '@/api/contract/program';
import { formatDayHeading } from '@/lib/berlin-time';
import type { FilterOptions } from './filter-options';
import { FilterSection } from './filter-section';
import { emptyFilter } from './rules/program-filter';

interface FilterDialogProps {
  opened: boolean;
  onClose: () => void;
  filter: ProgramFilter;
  onChange: (filter: ProgramFilter) => void;
  options: FilterOptions;
  resultCount: number;
}

// The festival comes first; the conference is its daytime part.
const TYPE_CHOICES: readonly EventType[] = ['festival', 'conference'];

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayName = (dayKey: string, language: string) => {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  return format.format(new Date(`${dayKey}T00:00:00Z`));
};

/** The program filter (spec §3): changes apply at once, so the count below stays honest. */
export const FilterDialog = (props: FilterDialogProps) => {
  const { opened, onClose, filter, onChange, options, resultCount } = props;
  const { t, i18n } = useTranslation('program');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const phone = useMediaQuery('(max-width: 36em)');
  const set = (patch: Partial<ProgramFilter>) => onChange({ ...filter, ...patch });
  // Type and topics belong to conference events only (spec §4 Event type).
  const conferenceShown =
    filter.selectedTypes.length === 0 || filter.selectedTypes.includes('conference');
  const genresById = new Map(options.genres.map((genre) => [String(genre.id), genre]));

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
          choices={options.dates.map((day) => ({
            value: day,
            label: formatDayHeading(day, language),
          }))}
          selected={filter.selectedDates}
          onChange={(selectedDates) => set({ selectedDates })}
        />
        <FilterSection
          legend={t('filter.weekdays')}
          choices={options.weekdays.map(({ weekday, dayKey }) => ({
            value: weekday,
            label: weekdayName(dayKey, language),
          }))}
          selected={filter.selectedDays}
          onChange={(selectedDays) => set({ selectedDays })}
        />
        <FilterSection
          legend={t('filter.types')}
          choices={TYPE_CHOICES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          selected={filter.selectedTypes}
          onChange={(types) => {
            const selectedTypes = TYPE_CHOICES.filter((type) => types.includes(type));
            const festivalOnly = selectedTypes.length === 1 && selectedTypes[0] === 'festival';
            set(
              festivalOnly
                ? { selectedTypes, selectedConferenceTypes: [], selectedConferenceTopics: [] }
                : { selectedTypes },
            );
          }}
        />
        <FilterSection
          legend={t('filter.genres')}
          choices={options.genres.map((genre) => ({ value: String(genre.id), label: genre.name }))}
          selected={filter.selectedGenres.map((genre) => String(genre.id))}
          onChange={(ids) => set({ selectedGenres: ids.flatMap((id) => genresById.get(id) ?? []) })}
        />
        {conferenceShown && (
          <>
            <FilterSection
              legend={t('filter.conferenceTypes')}
              choices={options.conferenceTypes.map((type) => ({ value: type, label: type }))}
              selected={filter.selectedConferenceTypes}
              onChange={(selectedConferenceTypes) => set({ selectedConferenceTypes })}
            />
            <FilterSection
              legend={t('filter.topics')}
              choices={options.conferenceTopics.map((topic) => ({ value: topic, label: topic }))}
              selected={filter.selectedConferenceTopics}
              onChange={(selectedConferenceTopics) => set({ selectedConferenceTopics })}
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
