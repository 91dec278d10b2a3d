import { DB_NAME } from './db-name';

/**
 * Reads from the app's database with plain IndexedDB, for the first paint, which must not wait
 * for Dexie (lazy-db.ts). Opens the database at whatever version it has and never creates it:
 * with no database yet `read` is not called and the answer is undefined. The connection closes
 * as soon as the read is done, and at once when Dexie asks to upgrade the database.
 */
export const readWithoutDexie = <T>(
  stores: string[],
  read: (transaction: IDBTransaction) => () => T,
): Promise<T | undefined> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    let created = false;
    request.onupgradeneeded = () => {
      // No database yet: creating an empty one here would be Dexie's to fix later. Abort instead.
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => {
      if (created) resolve(undefined);
      else reject(request.error ?? new Error(`Opening ${DB_NAME} failed`));
    };
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      if (!stores.every((store) => database.objectStoreNames.contains(store))) {
        database.close();
        resolve(undefined);
        return;
      }
      try {
        const transaction = database.transaction(stores, 'readonly');
        const result = read(transaction);
        transaction.oncomplete = () => {
          database.close();
          resolve(result());
        };
        transaction.onabort = transaction.onerror = () => {
          database.close();
          reject(transaction.error ?? new Error(`Reading ${DB_NAME} failed`));
        };
      } catch (error) {
        database.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
