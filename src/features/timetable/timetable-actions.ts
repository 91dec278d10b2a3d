import { queueFavourite } from '@/offline/outbox/queue-favourite';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { forgetSeen } from './seen-events';

/** Removes a favourite at once (offline too) and asks for the change to reach the server. */
export const removeFavourite = async (userId: number, eventId: number): Promise<void> => {
  await queueFavourite(eventId, false);
  await forgetSeen(userId, eventId);
  requestOutboxSync().catch((error: unknown) => console.error('Outbox sync failed', error));
};
