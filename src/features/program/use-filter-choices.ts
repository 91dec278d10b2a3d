import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@/api/contract/program';
import { formatDayHeading } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';
import type { FilterOptions } from './filter-options';
import type { FilterChoice } from './filter-section';

// The festival comes first; the conference is its daytime part.
export const TYPE_CHOICES: readonly EventType[] = ['festival', 'conference'];

const plain = (values: readonly string[]): FilterChoice[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The chips of every dialog section, worked out once per options and language: a tap re-renders
 * only the section whose selection changed (FilterSection is memoised).
 */
export const useFilterChoices = (options: FilterOptions) => {
  const { t } = useTranslation('program');
  const weekdayName = useWeekdayName();
  return useMemo(
    () => ({
      dates: options.dates.map((day) => ({
        value: day,
        label: formatDayHeading(day, weekdayName),
      })),
      weekdays: options.weekdays.map(({ weekday }) => ({
        value: weekday,
        label: weekdayName(weekday),
      })),
      types: TYPE_CHOICES.map((type) => ({ value: type, label: t(`type.${type}`) })),
      genres: options.genres.map((genre) => ({ value: String(genre.id), label: genre.name })),
      genresById: new Map(options.genres.map((genre) => [String(genre.id), genre])),
      conferenceTypes: plain(options.conferenceTypes),
      topics: plain(options.conferenceTopics),
    }),
    [options, weekdayName, t],
  );
};
