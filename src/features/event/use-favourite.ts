import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '@/lib/use-session';
import { db } from '@/offline/db';

export interface Favourite {
  /** False for guests, who cannot save favourites (spec §2). */
  loggedIn: boolean;
  saved: boolean;
  /** Saves or removes at once in Dexie and queues the call (works offline). */
  toggle: () => Promise<void>;
}

/** Whether the logged-in user saved the event, read live from Dexie. */
export const useFavourite = (eventId: number): Favourite => {
  const userId = useSession()?.id ?? null;
  const saved = useLiveQuery(
    async () => userId !== null && (await db.favourites.get(eventId))?.userId === userId,
    [eventId, userId],
    false,
  );

  const toggle = async () => {
    const { toggleFavourite } = await import('./toggle-favourite');
    await toggleFavourite(eventId, saved);
  };

  return { loggedIn: userId !== null, saved, toggle };
};
