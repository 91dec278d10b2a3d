import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/use-session';
import { storedFavourites, subscribeFavourites } from './favourite-store';

export interface Favourite {
  /** False for guests, who cannot save favourites (spec §2). */
  loggedIn: boolean;
  saved: boolean;
  /** Saves or removes at once in Dexie and queues the call (works offline). */
  toggle: () => Promise<void>;
}

/** Whether the logged-in user saved the event, read live from Dexie. */
export const useFavourite = (eventId: number): Favourite => {
  const user = useSession();
  const userId = user?.id ?? null;
  const favourites = useSyncExternalStore(subscribeFavourites, storedFavourites);
  const saved = userId !== null && favourites?.get(eventId) === userId;

  const toggle = async () => {
    const { toggleFavourite } = await import('./toggle-favourite');
    await toggleFavourite(eventId, saved);
  };

  return { loggedIn: userId !== null, saved, toggle };
};
