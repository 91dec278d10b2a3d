import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db';
import { queueFavourite } from '@/offline/outbox/queue-favourite';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { requestPersistentStorage } from '@/offline/persistent-storage';
import { useSession } from '@/lib/use-session';

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
  const saved = useLiveQuery(
    async () => userId !== null && (await db.favourites.get(eventId))?.userId === userId,
    [eventId, userId],
    false,
  );

  const toggle = async () => {
    await queueFavourite(eventId, !saved);
    // The replay is best effort: a failure leaves the row queued for the next sync.
    requestOutboxSync().catch((error: unknown) => console.warn('Outbox sync failed', error));
    // The first favourite is personal data worth keeping: ask once that the browser not evict it.
    if (!saved) void requestPersistentStorage().catch(() => null);
  };

  return { loggedIn: userId !== null, saved, toggle };
};
