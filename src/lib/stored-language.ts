import { LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './language';

/** The language this browser chose last (German when none or storage is refused). */
export const storedLanguage = (): Language => {
  try {
    return pickLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Private mode may refuse storage.
    return pickLanguage(null);
  }
};
