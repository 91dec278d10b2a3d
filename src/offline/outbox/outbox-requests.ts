import { db, type OutboxRow } from '../db';
import type { ApiRequest } from '../http';
import type { OutboxKind } from './outbox-kind';

interface OutboxKindSpec {
  request: (target: number) => ApiRequest;
  /** Undoes the optimistic local change; runs inside a transaction over outbox and favourites. */
  revert: (row: OutboxRow) => Promise<void>;
}

const removeFavourite = async (row: OutboxRow): Promise<void> => {
  const current = await db.favourites.get(row.target);
  if (current?.userId === row.userId) await db.favourites.delete(row.target);
};

const restoreFavourite = async (row: OutboxRow): Promise<void> => {
  await db.favourites.put({ eventId: row.target, userId: row.userId });
};

// Likes live in the feed's network-first state, not in Dexie: the 'rejected' event reverts them.
const nothingStoredLocally = (): Promise<void> => Promise.resolve();

/** How each kind reaches the server (spec §7) and how a refused change is undone locally. */
export const OUTBOX_KIND_SPECS: Readonly<Record<OutboxKind, OutboxKindSpec>> = {
  'favourite.add': {
    request: (id) => ({ method: 'GET', path: `/api/event/favourites/add/${id}` }),
    revert: removeFavourite,
  },
  'favourite.remove': {
    request: (id) => ({ method: 'GET', path: `/api/event/favourites/remove/${id}` }),
    revert: restoreFavourite,
  },
  like: {
    request: (id) => ({ method: 'GET', path: `/api/feed/like/${id}` }),
    revert: nothingStoredLocally,
  },
  dislike: {
    request: (id) => ({ method: 'GET', path: `/api/feed/dislike/${id}` }),
    revert: nothingStoredLocally,
  },
};
