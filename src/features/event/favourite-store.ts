import type { Subscription } from 'dexie';
import type { FavouriteRow } from '@/offline/db';
import { liveStoredQuery } from '@/offline/lazy-db';

type Listener = () => void;

// One live query of the stored favourites for every heart on screen: a program list mounting
// twenty rows then costs one Dexie read, not twenty.
let rows: ReadonlyMap<number, number> | undefined;
let subscription: Subscription | undefined;
const listeners = new Set<Listener>();

const publish = (favourites: FavouriteRow[]): void => {
  rows = new Map(favourites.map((row) => [row.eventId, row.userId]));
  listeners.forEach((listener) => listener());
};

export const subscribeFavourites = (listener: Listener): (() => void) => {
  listeners.add(listener);
  subscription ??= liveStoredQuery((db) => db.favourites.toArray()).subscribe({
    next: publish,
    error: (error: unknown) => {
      // A closed live query: the next heart that mounts subscribes afresh.
      subscription = undefined;
      console.warn('Reading the favourites failed', error);
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    subscription?.unsubscribe();
    subscription = undefined;
    rows = undefined;
  };
};

/** Event id → user id of the stored favourites; undefined until the first read answered. */
export const storedFavourites = (): ReadonlyMap<number, number> | undefined => rows;
