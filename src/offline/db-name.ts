/** The IndexedDB database of the app (db.ts), as plain data for code that must not load Dexie. */
export const DB_NAME = 'festival';
