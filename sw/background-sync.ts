/// <reference lib="webworker" />
import { flushOutbox } from '@/offline/outbox/flush-outbox';
import { OUTBOX_SYNC_TAG } from '@/offline/outbox/outbox-signals';
import { syncFavourites } from '@/offline/sync/sync-favourites';
import { syncFriends } from '@/offline/sync/sync-friends';
import { syncProgram } from '@/offline/sync/sync-program';

declare const self: ServiceWorkerGlobalScope;

export const PROGRAM_SYNC_TAG = 'program';

const replayOutbox = async (): Promise<void> => {
  // The browser schedules Background Sync retries, so our own backoff does not apply here.
  const result = await flushOutbox({ retryNow: true });
  if (result.stopped !== 'signed-out') await Promise.all([syncFavourites(), syncFriends()]);
  // Rejecting tells the browser to fire this sync again later.
  if (result.stopped === 'retry') throw new Error('Outbox replay will be retried');
};

export const registerBackgroundSync = (): void => {
  self.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayOutbox());
  });

  self.addEventListener('periodicsync', (event) => {
    if (event.tag === PROGRAM_SYNC_TAG) event.waitUntil(syncProgram());
  });
};
