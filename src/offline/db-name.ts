/**
 * Names and keys of the app's IndexedDB database (db.ts), as plain data for code that must not
 * load Dexie.
 */
export const DB_NAME = 'festival';
export const FILTER_VALUES_KEY = 'program';
export const SESSION_KEY = 'current';
