/**
 * Whether this browser has the app's database, kept in local storage: a start reads it at once,
 * where asking IndexedDB (`indexedDB.databases()`) took 30–300 ms on a cold browser, the first
 * visit's program requests waiting on it. Plain data, for code that must not load Dexie.
 */
const HINT_KEY = 'festival.has-database';

export const hasDatabaseHint = (): boolean => {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false; // no local storage (the service worker) or blocked
  }
};

/** Called whenever the database opens (db.ts). */
export const rememberDatabase = (): void => {
  try {
    localStorage.setItem(HINT_KEY, '1');
  } catch {
    // No local storage (the service worker), or full: a later start sends the early requests again.
  }
};
