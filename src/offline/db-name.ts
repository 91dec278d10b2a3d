/**
 * Names and keys of the app's IndexedDB database (db.ts), as plain data for code that must not
 * load Dexie.
 */
export const DB_NAME = 'festival';
export const FILTER_VALUES_KEY = 'program';
export const SESSION_KEY = 'current';
/** The one row of the `siteMap` table, and its `syncMeta` dataset name. */
export const SITE_MAP_KEY = 'current';
export const SITE_MAP_DATASET = 'siteMap';

/** `syncMeta` datasets that belong to the logged-in member (removed at logout with their rows). */
export const FAVOURITES_DATASET = 'favourites';
export const FRIENDS_DATASET = 'friends';
export const TICKETS_DATASET = 'tickets';
