import { db, type OutboxRow } from '../db';
import type { OutboxKind } from './outbox-kind';

/** Undoes the optimistic local change of a refused row; runs in a transaction over outbox and favourites. */
type Revert = (row: OutboxRow) => Promise<void>;

const removeFavourite: Revert = async (row) => {
  const current = await db.favourites.get(row.target);
  if (current?.userId === row.userId) await db.favourites.delete(row.target);
};

const restoreFavourite: Revert = async (row) => {
  await db.favourites.put({ eventId: row.target, userId: row.userId });
};

// Likes live in the feed's network-first state, not in Dexie: the 'rejected' event reverts them.
// A gate's scan happened at the gate whatever the server says: its local log stays.
const nothingStoredLocally: Revert = () => Promise.resolve();

/** How each kind's refused change is undone locally (the server's answer per kind: spec §7). */
export const OUTBOX_REVERTS: Readonly<Record<OutboxKind, Revert>> = {
  'favourite.add': removeFavourite,
  'favourite.remove': restoreFavourite,
  like: nothingStoredLocally,
  dislike: nothingStoredLocally,
  'gate.scan': nothingStoredLocally,
  // The server answers every mark with 200 (a mark of an unknown event is dropped); the next
  // friends sync shows its state.
  'priority.must': nothingStoredLocally,
  'priority.maybe': nothingStoredLocally,
  'priority.none': nothingStoredLocally,
};
