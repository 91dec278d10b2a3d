import type pg from 'pg';

type Handler = (payload: string) => void;

export interface Listener {
  listen: (channel: string, handler: Handler) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * LISTEN on one dedicated pooled connection, shared by every channel. After a lost connection it
 * reconnects and listens again; notifications sent in between are lost, so users of this resync.
 */
export function createListener(pool: pg.Pool, onError: (error: Error) => void): Listener {
  const handlers = new Map<string, Set<Handler>>();
  let connection: Promise<pg.PoolClient> | undefined;
  let closed = false;
  let releaseCurrent = () => Promise.resolve();

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  const open = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    client.on('notification', dispatch);
    client.on('error', (error) => {
      // Ending our own connection on close may still report its termination.
      if (closed) return;
      onError(error);
      release(error);
      connection = undefined;
      if (!closed && handlers.size > 0) setTimeout(reconnect, RECONNECT_DELAY_MS).unref();
    });
    try {
      for (const channel of handlers.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      release(toError(error));
      throw error;
    }
    // Destroyed rather than returned to the pool, where it would keep our LISTENs; waits for the
    // session to end, so a database dropped right after has no listener left to terminate.
    releaseCurrent = () =>
      released
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            client.once('end', () => resolve());
            release(new Error('listener closed'));
          });
    return client;
  };

  const connect = (): Promise<pg.PoolClient> => {
    connection ??= open().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  };

  const reconnect = () => {
    if (closed) return;
    connect().catch((error: unknown) => {
      onError(toError(error));
      setTimeout(reconnect, RECONNECT_DELAY_MS).unref();
    });
  };

  return {
    async listen(channel, handler) {
      if (closed) throw new Error('The database is closed');
      const known = handlers.get(channel);
      if (known) {
        known.add(handler);
      } else {
        handlers.set(channel, new Set([handler]));
        const pending = connection;
        const client = await connect();
        // A fresh connection already listened to every known channel.
        if (pending) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
      return async () => {
        const set = handlers.get(channel);
        if (!set?.delete(handler) || set.size > 0) return;
        handlers.delete(channel);
        const client = await connection?.catch(() => undefined);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      await connection?.catch(() => undefined);
      connection = undefined;
      await releaseCurrent();
    },
  };
}
