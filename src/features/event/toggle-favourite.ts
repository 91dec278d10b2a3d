import { queueFavourite } from '@/offline/outbox/queue-favourite';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { requestPersistentStorage } from '@/offline/persistent-storage';

/**
 * Saves or removes the favourite at once in Dexie and queues the call (works offline). Loaded on
 * the first tap: the outbox and its contracts are not needed to show the hearts.
 */
export const toggleFavourite = async (eventId: number, saved: boolean): Promise<void> => {
  await queueFavourite(eventId, !saved);
  // The replay is best effort: a failure leaves the row queued for the next sync.
  requestOutboxSync().catch((error: unknown) => console.warn('Outbox sync failed', error));
  // The first favourite is personal data worth keeping: ask once that the browser not evict it.
  if (!saved) void requestPersistentStorage().catch(() => null);
};
