import type { HttpDeps } from '../http';
import { syncFavourites } from '../sync/sync-favourites';
import { flushOutbox } from './flush-outbox';
import { OUTBOX_QUEUED_EVENT, OUTBOX_SYNC_TAG } from './outbox-signals';

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
 * Sync, which also covers a closed tab, and tells the page's sync to replay at once; where
 * Background Sync is missing or refused, the page replays it itself when online.
 */
export const requestOutboxSync = async (deps: HttpDeps = {}): Promise<'background' | 'page'> => {
  if (await registerBackgroundSync()) {
    // Background Sync promises delivery, not timing: after one failed sync event Chromium fires
    // the tag again only minutes later, and registering it anew does not bring that forward. So
    // an open page replays as well (page-sync.ts); the outbox lock keeps page and worker apart.
    dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
    return 'background';
  }
  const nav: PageNavigator = navigator;
  if (nav.onLine) {
    await flushOutbox(deps);
    await syncFavourites(deps);
    // Loaded here: the favourite heart imports this module, and the friends code need not
    // come with the program's first screen.
    const { syncFriends } = await import('../sync/sync-friends');
    await syncFriends(deps);
  }
  return 'page';
};
