import { db } from './db';

const PERSIST_SETTING = 'persistRequested';

// StorageManager.persist() is window-only, so the worker's lib does not declare it.
interface StorageNavigator {
  onLine: boolean;
  storage?: { estimate: () => Promise<unknown>; persist?: () => Promise<boolean> };
}

/**
 * Asks once (e.g. when the user first has tickets) that the browser keep our data under storage
 * pressure. Returns the stored answer on later calls, or null where the API is missing.
 */
export const requestPersistentStorage = async (): Promise<boolean | null> => {
  const asked = await db.settings.get(PERSIST_SETTING);
  if (typeof asked?.value === 'boolean') return asked.value;
  const nav: StorageNavigator = navigator;
  if (!nav.storage?.persist) return null;
  const granted = await nav.storage.persist();
  await db.settings.put({ key: PERSIST_SETTING, value: granted });
  return granted;
};
