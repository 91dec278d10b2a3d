import i18next, { type TFunction } from 'i18next';
import de from '../../../locales/de/schedule.json';
import en from '../../../locales/en/schedule.json';

export const SCHEDULE_LANGUAGES = ['de', 'en'] as const;
export type ScheduleLanguage = (typeof SCHEDULE_LANGUAGES)[number];

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { schedule: de }, en: { schedule: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['schedule'],
  defaultNS: 'schedule',
  initAsync: false,
  // XML and Atom escape every value themselves; JSON needs none.
  interpolation: { escapeValue: false },
});

/** The export's and the feed's texts in one language. */
export const scheduleTexts = (language: ScheduleLanguage): TFunction => i18n.getFixedT(language);
