/** Languages the app ships; German is the default (spec §1). */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_STORAGE_KEY = 'festival.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The stored choice when it is a language we ship, otherwise German. */
export const pickLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
