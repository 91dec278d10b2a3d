import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDelivery, ProgramChange } from '../../server/bus/bus';
import { createPostgresBus, type PostgresBus } from '../../server/bus/postgres-bus';
import { type DatabaseHandle, openDatabase, queryRows } from '../../server/db/client';
import {
  createDatabasePresence,
  PRESENCE_LOCK_SPACE,
} from '../../server/modules/chat/database-presence';
import type { Presence } from '../../server/modules/chat/presence';
import { createTestDatabase, postgresSkipReason, type TestDatabase } from '../helpers/test-db';

/** How long a notification or a job may take on a loaded machine. */
const ARRIVAL = { timeout: 10_000 };

/** Two nodes are two database handles (pools, listeners) on one PostgreSQL database. */
describe.skipIf(postgresSkipReason !== undefined)('PostgreSQL bus and presence', () => {
  let database: TestDatabase;
  let nodes: DatabaseHandle[] = [];
  let buses: PostgresBus[] = [];
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    nodes = [
      await openDatabase(database.config, { onError }),
      await openDatabase(database.config, { onError }),
    ];
    buses = await Promise.all(nodes.map((node) => createPostgresBus(node, onError)));
  }, 30_000);
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const node of nodes) await node.close();
    await database.close();
  });

  const bus = (index: number) => {
    const found = buses[index];
    if (!found) throw new Error(`No bus ${index}`);
    return found;
  };
  const received = <T>(index: number, topic: 'chat.message' | 'program.changed') => {
    const list: T[] = [];
    bus(index).subscribe(topic, (payload) => list.push(payload as T));
    return list;
  };

  it('delivers to every node, the publishing one too, also past the 8000-byte NOTIFY limit', async () => {
    const [onFirst, onSecond] = [
      received<ChatDelivery>(0, 'chat.message'),
      received(1, 'chat.message'),
    ];
    const delivery: ChatDelivery = {
      recipientId: 2,
      senderId: 1,
      message: { id: 1, content: '🎸 "Encore!" '.repeat(1500) },
    };
    expect(Buffer.byteLength(JSON.stringify(delivery))).toBeGreaterThan(8000);
    await bus(0).publish('chat.message', delivery);
    await bus(1).publish('chat.message', { ...delivery, message: 'short' });
    await expect
      .poll(() => onSecond, ARRIVAL)
      .toEqual([delivery, { ...delivery, message: 'short' }]);
    await expect
      .poll(() => onFirst, ARRIVAL)
      .toEqual([delivery, { ...delivery, message: 'short' }]);
  });

  it('publishes inside a transaction on commit only', async () => {
    const seen = received<ProgramChange>(1, 'program.changed');
    const eventIds = () => seen.map((change) => change.eventId);
    const db = nodes[0]?.db;
    if (!db) throw new Error('No node');
    await db
      .transaction(async (tx) => {
        await bus(0).publish('program.changed', { eventId: 1 }, { executor: tx });
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await bus(0).publish('program.changed', { eventId: 2 }, { executor: tx });
      // Published and committed meanwhile: it arrives while 2 still waits for its commit.
      await bus(0).publish('program.changed', { eventId: 3 });
      await expect.poll(eventIds, ARRIVAL).toEqual([3]);
    });
    await expect.poll(eventIds, ARRIVAL).toEqual([3, 2]);
  });

  it('listens again after its connection was killed', async () => {
    const seen = received<ProgramChange>(1, 'program.changed');
    const killed = await queryRows<{ pid: number }>(
      database.db,
      sql`SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    expect(killed.length).toBe(2);
    // Notices sent while it reconnects are lost (the job poll and chat history cover them).
    await expect
      .poll(
        async () => {
          await bus(0).publish('program.changed', { eventId: 99 });
          return seen.length;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
  });

  describe('chat presence', () => {
    let presences: Presence[] = [];
    beforeAll(() => {
      presences = nodes.map((node) =>
        createDatabasePresence({
          connectionString: database.config.databaseUrl ?? '',
          db: node.db,
          onError,
        }),
      );
    });
    afterAll(async () => {
      for (const presence of presences) await presence.close();
    });
    const presence = (index: number) => {
      const found = presences[index];
      if (!found) throw new Error(`No presence ${index}`);
      return found;
    };

    it('sees a socket on one node from the other until its last socket left', async () => {
      expect(await presence(1).isOnline(7)).toBe(false);
      await presence(0).enter(7);
      await presence(0).enter(7);
      expect(await presence(1).isOnline(7)).toBe(true);
      await presence(0).leave(7);
      expect(await presence(1).isOnline(7)).toBe(true);
      await presence(0).leave(7);
      expect(await presence(1).isOnline(7)).toBe(false);
    });

    it('takes its locks again after a lost connection', async () => {
      await presence(0).enter(8);
      const [before] = await queryRows<{ pid: number }>(
        database.db,
        sql`SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'festival-presence'`,
      );
      await database.db.execute(sql`SELECT pg_terminate_backend(${before?.pid ?? 0})`);
      const holders = async () =>
        (
          await queryRows<{ pid: number }>(
            database.db,
            sql`SELECT pid FROM pg_locks WHERE locktype = 'advisory'
                AND classid = ${PRESENCE_LOCK_SPACE} AND objid = 8 AND objsubid = 2`,
          )
        ).map((row) => row.pid);
      await expect
        .poll(
          async () => {
            const pids = await holders();
            return pids.length === 1 && pids[0] !== before?.pid;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await presence(1).isOnline(8)).toBe(true);
    });

    it('forgets the users of a node whose session ended without a goodbye', async () => {
      await presence(0).enter(9);
      expect(await presence(1).isOnline(9)).toBe(true);
      await presence(0).close();
      expect(await presence(1).isOnline(9)).toBe(false);
    });
  });
});
