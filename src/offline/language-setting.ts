import { type Language, pickLanguage } from '@/lib/language';
import { db } from './db';

const LANGUAGE_SETTING = 'language';

/**
 * The page keeps its language choice here as well as in local storage: the service worker has
 * no local storage and words notifications in the reader's language.
 */
export const storeLanguage = async (language: Language): Promise<void> => {
  await db.settings.put({ key: LANGUAGE_SETTING, value: language });
};

/** The stored choice, German when there is none (a push before the app ever ran). */
export const readLanguage = async (): Promise<Language> => {
  const row = await db.settings.get(LANGUAGE_SETTING).catch(() => undefined);
  return pickLanguage(typeof row?.value === 'string' ? row.value : null);
};
