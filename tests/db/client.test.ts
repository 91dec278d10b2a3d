import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Executor, openDatabase, queryRows } from '../../server/db/client';
import { secrets } from '../../server/db/schema/users';
import {
  createTestDatabase,
  databaseKinds,
  forEachDatabase,
  resetDatabase,
} from '../helpers/test-db';

const readSecret = async (db: Executor, name: string) =>
  (await db.select().from(secrets).where(eq(secrets.name, name)))[0]?.value;

function nextPayload(): { promise: Promise<string>; resolve: (payload: string) => void } {
  let resolve: (payload: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

forEachDatabase('database client', (use) => {
  beforeEach(() => resetDatabase(use().db));

  it('rolls a failed transaction back and commits a good one', async () => {
    const { db } = use();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(secrets).values({ name: 'a', value: '1' });
        await tx.insert(secrets).values({ name: 'a', value: '2' });
      }),
    ).rejects.toThrow();
    expect(await readSecret(db, 'a')).toBeUndefined();
    await db.transaction(async (tx) => {
      await tx.insert(secrets).values({ name: 'a', value: '1' });
      expect(await readSecret(tx, 'a')).toBe('1');
    });
    expect(await readSecret(db, 'a')).toBe('1');
  });

  it('delivers a notification to a listener until it unsubscribes', async () => {
    const { handle, db } = use();
    const received: string[] = [];
    const first = nextPayload();
    const off = await handle.listen('festival_changes', (payload) => {
      received.push(payload);
      first.resolve(payload);
    });
    await db.execute(sql`SELECT pg_notify('festival_changes', 'events')`);
    expect(await first.promise).toBe('events');
    await off();
    await db.execute(sql`SELECT pg_notify('festival_changes', 'ignored')`);
    await queryRows(db, sql`SELECT 1`);
    expect(received).toEqual(['events']);
  });
});

describe('several nodes on one PostgreSQL', () => {
  it.runIf(databaseKinds.includes('postgres'))(
    'a notification from one node reaches a listener on another',
    async () => {
      const nodeA = await createTestDatabase('postgres');
      const nodeB = await openDatabase(nodeA.config);
      try {
        const got = nextPayload();
        await nodeB.listen('festival_chat', got.resolve);
        await nodeA.db.execute(sql`SELECT pg_notify('festival_chat', '{"to":7}')`);
        expect(await got.promise).toBe('{"to":7}');
      } finally {
        await nodeB.close();
        await nodeA.close();
      }
    },
  );

  it.runIf(databaseKinds.includes('postgres'))(
    'a listener whose connection dropped listens again after reconnecting',
    async () => {
      const nodeA = await createTestDatabase('postgres');
      const errors: Error[] = [];
      const nodeB = await openDatabase(nodeA.config, { onError: (e) => errors.push(e) });
      try {
        const received: string[] = [];
        await nodeB.listen('festival_changes', (payload) => received.push(payload));
        await nodeA.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
        for (let i = 0; i < 50 && !received.includes('after'); i++) {
          await nodeA.db.execute(sql`SELECT pg_notify('festival_changes', 'after')`);
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(received).toContain('after');
        expect(errors.length).toBeGreaterThan(0);
      } finally {
        await nodeB.close();
        await nodeA.close();
      }
    },
  );
});
