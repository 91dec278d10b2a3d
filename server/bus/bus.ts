import type { Executor } from '../db/client';

/**
 * The one fan-out seam between modules and nodes. Chat delivery, "jobs are due" wake-ups and
 * "program changed" notices are published here; a module never calls another node directly.
 * The in-process bus below serves one node (PGlite); on PostgreSQL every node uses the
 * LISTEN/NOTIFY bus of `postgres-bus.ts` behind the same interface.
 */
export interface BusTopics {
  /** A stored chat message to hand to the open sockets of its sender and recipient. */
  'chat.message': ChatDelivery;
  /** New jobs were queued; workers look now instead of at their next poll. */
  'jobs.queued': Record<string, never>;
  /** An event's time, place or state changed (event editing calls `publishProgramChanged`). */
  'program.changed': ProgramChange;
  /** Logins of a user ended (logout, password reset, role change, deletion): close their sockets. */
  'session.ended': SessionEnded;
}

export interface ChatDelivery {
  recipientId: number;
  senderId: number;
  /** The message as the client receives it (contract `chatMessage`). */
  message: unknown;
}

export interface ProgramChange {
  eventId: number;
  /** Set when the event was deleted or unpublished. */
  cancelled?: boolean;
}

export interface SessionEnded {
  userId: number;
  /** Only these logins; without it every socket of the user closes. */
  sessionIds?: string[];
}

export type BusTopic = keyof BusTopics;
export type BusHandler<T extends BusTopic> = (payload: BusTopics[T]) => void;

/** Every topic, for buses that must listen to each one up front. */
export const BUS_TOPICS = {
  'chat.message': true,
  'jobs.queued': true,
  'program.changed': true,
  'session.ended': true,
} satisfies Record<BusTopic, true>;

export interface PublishOptions {
  /**
   * What the caller wrote with: inside a transaction the PostgreSQL bus delivers when (and only
   * if) it commits, so a subscriber never looks for rows it cannot see yet.
   */
  executor?: Executor;
}

export interface Bus {
  /** Delivers to every subscriber on every node, asynchronously; payloads must be JSON. */
  publish<T extends BusTopic>(
    topic: T,
    payload: BusTopics[T],
    options?: PublishOptions,
  ): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void;
}

/**
 * Single-node bus. Payloads go through JSON like a NOTIFY would, so nothing relies on sharing
 * objects, and handlers run after `publish` returns, as they would on another node.
 */
export function createLocalBus(onError: (error: unknown) => void = console.error): Bus {
  const handlers = new Map<BusTopic, Set<(payload: unknown) => void>>();
  return {
    publish(topic, payload) {
      const text = JSON.stringify(payload);
      setImmediate(() => {
        for (const handler of handlers.get(topic) ?? []) {
          try {
            handler(JSON.parse(text));
          } catch (error) {
            onError(error);
          }
        }
      });
      return Promise.resolve();
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
  };
}
