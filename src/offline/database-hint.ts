/**
 * Whether this browser has the app's database, kept in local storage: a start reads it at once,
 * where asking IndexedDB (`indexedDB.databases()`) took 30–300 ms on a cold browser, the first
 * visit's program requests waiting on it. Plain data, for code that must not load Dexie.
 */
const HINT_KEY = 'festival.has-database';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page's local storage; the service worker, which shares db.ts, has none. */
const localStore = (): KeyValueStorage | undefined =>
  (globalThis as { localStorage?: KeyValueStorage }).localStorage;

export const hasDatabaseHint = (): boolean => {
  try {
    return localStore()?.getItem(HINT_KEY) === '1';
  } catch {
    return false; // storage blocked (site data denied)
  }
};

/** Called whenever the database opens (db.ts). */
export const rememberDatabase = (): void => {
  try {
    localStore()?.setItem(HINT_KEY, '1');
  } catch {
    // Blocked or full: a later start sends the early requests once more.
  }
};

// Read as the page starts (the entry imports this module), before the page's own first sync opens
// the database and so sets the hint.
const hintAtStart = hasDatabaseHint();

/** Whether this browser had the database before this page started. */
export const hadDatabaseAtStart = (): boolean => hintAtStart;
