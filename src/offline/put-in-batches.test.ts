import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type VenueRow } from './db';
import { putInBatches } from './put-in-batches';
import { venueFixture } from './testing/program-fixtures';
import { resetDb } from './testing/reset-db';

const venues = (count: number): VenueRow[] =>
  Array.from({ length: count }, (_, index) => venueFixture(index + 1));

beforeEach(resetDb);
afterEach(() => vi.restoreAllMocks());

describe('putInBatches', () => {
  it('writes every row, one bulkPut per batch', async () => {
    const bulkPut = vi.spyOn(db.venues, 'bulkPut');
    await db.transaction('rw', db.venues, () => putInBatches(db.venues, venues(53), 25));
    expect(bulkPut.mock.calls.map(([rows]) => rows.length)).toEqual([25, 25, 3]);
    expect(await db.venues.count()).toBe(53);
  });

  it('writes nothing for no rows', async () => {
    const bulkPut = vi.spyOn(db.venues, 'bulkPut');
    await putInBatches(db.venues, []);
    expect(bulkPut).not.toHaveBeenCalled();
  });

  it('keeps the batches one transaction: a failure after them rolls every batch back', async () => {
    await db.venues.put(venueFixture(500));
    const failing = db.transaction('rw', db.venues, async () => {
      await putInBatches(db.venues, venues(60), 25);
      throw new Error('the next write failed');
    });
    await expect(failing).rejects.toThrow('the next write failed');
    expect(await db.venues.toCollection().primaryKeys()).toEqual([500]);
  });
});
