import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from '../../db/client';
import { createSocketCounts, type Presence } from './presence';

/** First key of the presence advisory locks ('chat'); the second key is the user id. */
export const PRESENCE_LOCK_SPACE = 0x63686174;

const LOCK = 'SELECT pg_advisory_lock_shared($1, $2)';
const UNLOCK = 'SELECT pg_advisory_unlock_shared($1, $2)';
const RECONNECT_DELAY_MS = 1000;

export interface DatabasePresenceOptions {
  connectionString: string;
  db: Database;
  onError: (error: unknown) => void;
}

/**
 * Presence across nodes without a table or heart-beats: while a user has a subscribed socket on a
 * node, that node holds a shared session advisory lock (PRESENCE_LOCK_SPACE, user id) on a
 * connection of its own, and "online" means some session holds it (pg_locks). A node that dies
 * loses its connection and PostgreSQL drops its locks with it, so its users count as offline (and
 * get pushes) at once. After a lost connection the node reconnects and takes its locks again;
 * meanwhile its users look offline, which at worst sends a push too many.
 */
export function createDatabasePresence(options: DatabasePresenceOptions): Presence {
  const { connectionString, db, onError } = options;
  const counts = createSocketCounts();
  let client: pg.Client | undefined;
  let chain = Promise.resolve();
  let reconnectTimer: NodeJS.Timeout | undefined;
  let closed = false;

  // Lock changes run one after another on the one connection: a leave never overtakes its enter.
  // Failures are logged, not thrown: a chat without presence still works, it only pushes more.
  const serially = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(onError);
    return chain;
  };

  const reconnectSoon = () => {
    if (closed || reconnectTimer || counts.users().length === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void serially(async () => {
        if (!client && !closed && counts.users().length > 0) await connect();
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  const lost = (connection: pg.Client, error: Error) => {
    if (client !== connection) return;
    client = undefined;
    if (closed) return;
    onError(error);
    reconnectSoon();
  };

  /** Opens the connection and takes the lock of every user counted here. */
  const connect = async () => {
    const connection = new pg.Client({ connectionString, application_name: 'festival-presence' });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection, new Error('The presence connection closed')));
    try {
      await connection.connect();
      for (const userId of counts.users()) {
        await connection.query(LOCK, [PRESENCE_LOCK_SPACE, userId]);
      }
    } catch (error) {
      connection.end().catch(() => undefined);
      reconnectSoon();
      throw error;
    }
    client = connection;
  };

  return {
    enter: (userId) =>
      serially(async () => {
        if (!counts.add(userId) || closed) return;
        if (client) await client.query(LOCK, [PRESENCE_LOCK_SPACE, userId]);
        else await connect();
      }),

    leave: (userId) =>
      serially(async () => {
        // Without a connection the lock went with it.
        if (counts.remove(userId) && client) {
          await client.query(UNLOCK, [PRESENCE_LOCK_SPACE, userId]);
        }
      }),

    async isOnline(userId) {
      if (counts.has(userId)) return true;
      const [row] = await queryRows<{ online: boolean }>(
        db,
        sql`SELECT EXISTS (
              SELECT 1 FROM pg_locks
              WHERE locktype = 'advisory' AND granted AND objsubid = 2
                AND classid = ${PRESENCE_LOCK_SPACE} AND objid = ${userId}
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            ) AS online`,
      );
      return row?.online === true;
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await chain;
      counts.clear();
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
