import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@/api/contract/program';
import { formatDayHeading } from '@/lib/berlin-time';
import type { FilterOptions } from './filter-options';
import type { FilterChoice } from './filter-section';

// The festival comes first; the conference is its daytime part.
export const TYPE_CHOICES: readonly EventType[] = ['festival', 'conference'];

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayName = (dayKey: string, language: string) => {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  return format.format(new Date(`${dayKey}T00:00:00Z`));
};

const plain = (values: readonly string[]): FilterChoice[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The chips of every dialog section, worked out once per options and language: a tap re-renders
 * only the section whose selection changed (FilterSection is memoised).
 */
export const useFilterChoices = (options: FilterOptions) => {
  const { t, i18n } = useTranslation('program');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      dates: options.dates.map((day) => ({ value: day, label: formatDayHeading(day, language) })),
      weekdays: options.weekdays.map(({ weekday, dayKey }) => ({
        value: weekday,
        label: weekdayName(dayKey, language),
      })),
      types: TYPE_CHOICES.map((type) => ({ value: type, label: t(`type.${type}`) })),
      genres: options.genres.map((genre) => ({ value: String(genre.id), label: genre.name })),
      genresById: new Map(options.genres.map((genre) => [String(genre.id), genre])),
      conferenceTypes: plain(options.conferenceTypes),
      topics: plain(options.conferenceTopics),
    }),
    [options, language, t],
  );
};
