import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attemptCounters } from '../../server/db/schema/security';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { watchWrites, type WriteWatch } from './write-watch';

let database: TestDatabase;
let watch: WriteWatch;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  watch = await watchWrites(database.db);
});
afterAll(() => database.close());

it('sees a committed insert and names its table', async () => {
  await database.db.insert(attemptCounters).values({ key: 'k', count: 1, resetAt: new Date() });
  const committed = await watch.committedSince();
  expect(committed).toHaveLength(1);
  expect(await watch.tablesWrittenBy(committed)).toEqual(['attempt_counters']);
});

it('sees a committed delete, which leaves no row to name', async () => {
  await database.db.delete(attemptCounters).where(eq(attemptCounters.key, 'k'));
  const committed = await watch.committedSince();
  expect(committed).toHaveLength(1);
  expect(await watch.tablesWrittenBy(committed)).toEqual([]);
});

it('ignores reads and rolled-back writes', async () => {
  await database.db.select().from(attemptCounters);
  await expect(
    database.db.transaction(async (tx) => {
      await tx.insert(attemptCounters).values({ key: 'gone', count: 1, resetAt: new Date() });
      await tx.execute(sql`SELECT 1 / 0`);
    }),
  ).rejects.toThrow();
  expect(await watch.committedSince()).toEqual([]);
});
