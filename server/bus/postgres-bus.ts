import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../db/client';
import { BUS_TOPICS, type Bus, type BusTopic } from './bus';
import { createReassembler, splitNotification } from './notify-chunks';

export interface PostgresBus extends Bus {
  /** Stops listening; publishing still works. */
  close(): Promise<void>;
}

/** One NOTIFY channel per topic: `festival.chat.message`, … */
export const busChannel = (topic: BusTopic) => `festival.${topic}`;

const notify = (executor: Executor, channel: string, parts: string[]) =>
  parts.reduce(
    (previous, part) =>
      previous.then(() => executor.execute(sql`SELECT pg_notify(${channel}, ${part})`)),
    Promise.resolve() as Promise<unknown>,
  );

/**
 * The bus between nodes on one PostgreSQL database: `publish` is a NOTIFY, and every node
 * (the publishing one too) LISTENs on its own connection and hands the payload to its subscribers.
 * Payloads over NOTIFY's 8000-byte limit go as chunks in one transaction. The listening connection
 * reconnects by itself (`server/db/listener.ts`); what was published while it was down is not
 * replayed: chat history and the job queue's poll cover that gap.
 * Resolves once every topic is listened to, so nothing published afterwards is missed.
 */
export async function createPostgresBus(
  database: Pick<DatabaseHandle, 'listen'> & { db: Database },
  onError: (error: unknown) => void,
): Promise<PostgresBus> {
  const handlers = new Map<BusTopic, Set<(payload: unknown) => void>>();
  const unlisteners: (() => Promise<void>)[] = [];

  const receive = (topic: BusTopic, text: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of handlers.get(topic) ?? []) {
      try {
        // Each subscriber gets its own copy, as it would from separate notifications.
        handler(structuredClone(payload));
      } catch (error) {
        onError(error);
      }
    }
  };

  try {
    for (const topic of Object.keys(BUS_TOPICS) as BusTopic[]) {
      const reassemble = createReassembler();
      const unlisten = await database.listen(busChannel(topic), (raw) => {
        try {
          const text = reassemble(raw);
          if (text !== null) receive(topic, text);
        } catch (error) {
          onError(error);
        }
      });
      unlisteners.push(unlisten);
    }
  } catch (error) {
    for (const unlisten of unlisteners) await unlisten();
    throw error;
  }

  return {
    async publish(topic, payload, options = {}) {
      const parts = splitNotification(
        JSON.stringify(payload),
        randomBytes(9).toString('base64url'),
      );
      const channel = busChannel(topic);
      const executor = options.executor ?? database.db;
      // Chunks go in one (sub)transaction: all of them arrive, or none.
      if (parts.length === 1) await notify(executor, channel, parts);
      else await executor.transaction((tx) => notify(tx, channel, parts));
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      const wrapped = handler as (payload: unknown) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    async close() {
      handlers.clear();
      // One after another: they share the listening connection.
      for (const unlisten of unlisteners.splice(0)) await unlisten();
    },
  };
}
