import { beforeEach, describe, expect, it } from 'vitest';
import { db, DB_NAME } from './db';
import { readWithoutDexie } from './plain-read';

const countEvents = (transaction: IDBTransaction) => {
  const request = transaction.objectStore('events').count();
  return () => request.result;
};

/** Resolves 'deleted', or 'blocked' when a connection is still open. */
const deleteDatabase = (): Promise<'deleted' | 'blocked'> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onblocked = () => resolve('blocked');
    request.onsuccess = () => resolve('deleted');
    request.onerror = () => reject(request.error ?? new Error('Deleting failed'));
  });

describe('readWithoutDexie', () => {
  beforeEach(async () => {
    await db.delete();
  });

  it('answers undefined and leaves no database behind when there is none', async () => {
    await expect(readWithoutDexie(['events'], countEvents)).resolves.toBeUndefined();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(DB_NAME);
    // Dexie then creates the whole schema, as on a first visit without the read.
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.events.count()).toBe(0);
  });

  it('reads what Dexie wrote, then closes its connection', async () => {
    await db.open();
    await db.events.bulkPut([
      { id: 1, venueId: null, isConference: 0 } as never,
      { id: 2, venueId: null, isConference: 1 } as never,
    ]);
    await expect(readWithoutDexie(['events'], countEvents)).resolves.toBe(2);
    db.close();
    // An open connection would block the deletion (and a Dexie upgrade the same way).
    await expect(deleteDatabase()).resolves.toBe('deleted');
  });

  it('answers undefined when a store it needs is missing', async () => {
    await db.open();
    await expect(readWithoutDexie(['events', 'no-such-store'], countEvents)).resolves.toBe(
      undefined,
    );
  });
});
