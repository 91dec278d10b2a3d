// What the page's live reads need, in one module that src/offline/lazy-db.ts loads on first use.
export { liveQuery } from 'dexie';
export { db } from './db';
