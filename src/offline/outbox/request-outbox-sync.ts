import type { HttpDeps } from '../http';
import { syncFavourites } from '../sync/sync-favourites';
import { flushOutbox } from './flush-outbox';
import { OUTBOX_SYNC_TAG } from './outbox-kind';

// Background Sync is not in TypeScript's DOM lib; `onLine` keeps these types from being "weak".
interface SyncCapableRegistration {
  scope: string;
  sync?: { register: (tag: string) => Promise<void> };
}
interface PageNavigator {
  onLine: boolean;
  serviceWorker?: { getRegistration: () => Promise<SyncCapableRegistration | undefined> };
}

const registerBackgroundSync = async (): Promise<boolean> => {
  const nav: PageNavigator = navigator;
  try {
    const registration = await nav.serviceWorker?.getRegistration();
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // NotAllowedError (no permission, incognito) or InvalidStateError (no active worker).
    return false;
  }
};

/**
 * Call after queueing a change (page only). Asks the worker to replay the outbox via Background
 * Sync; where that is missing or refused, the page replays it itself when online.
 */
export const requestOutboxSync = async (deps: HttpDeps = {}): Promise<'background' | 'page'> => {
  if (await registerBackgroundSync()) return 'background';
  const nav: PageNavigator = navigator;
  if (nav.onLine) {
    await flushOutbox(deps);
    await syncFavourites(deps);
  }
  return 'page';
};
