import { createInstance } from 'i18next';
import type { PushText } from '@/api/contract/push';
import type { Language } from '@/lib/language';
import de from '../locales/de/push.json';
import en from '../locales/en/push.json';

const texts = createInstance();
void texts.init({
  lng: 'de',
  fallbackLng: 'de',
  resources: { de: { push: de }, en: { push: en } },
  defaultNS: 'push',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** Weekday and time at the festival (Europe/Berlin), wherever the phone is. */
const festivalTime = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** The notification text of a push in `language`. */
export const wordPush = (text: PushText, language: Language): string => {
  const { at, ...params } = text.params;
  const time = at === undefined ? {} : { time: festivalTime(at, language) };
  return texts.t(`notification.${text.key}`, { lng: language, ...params, ...time });
};
