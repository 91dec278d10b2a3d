import { db } from '../db';
import { OUTBOX_GROUP, type OutboxKind } from './outbox-kind';

export type QueueOutcome = 'queued' | 'already-queued';

export interface Intent {
  kind: OutboxKind;
  target: number;
  userId: number;
}

export interface QueueDeps {
  now?: () => number;
  newId?: () => string;
}

/**
 * Adds an intent to the outbox; a pending opposite one on the same target is replaced, so only
 * the last intent is sent. Must run inside a 'rw' transaction that includes db.outbox.
 */
export const queueIntent = async (intent: Intent, deps: QueueDeps = {}): Promise<QueueOutcome> => {
  const group = OUTBOX_GROUP[intent.kind];
  const pending = (await db.outbox.where('target').equals(intent.target).toArray()).filter(
    (row) => row.userId === intent.userId && OUTBOX_GROUP[row.kind] === group,
  );
  if (pending.some((row) => row.kind === intent.kind)) return 'already-queued';
  // Never dropped for good, even when the opposite row was never sent: that row may itself have
  // replaced one the server may or may not have applied, so the server's state is unknown.
  await db.outbox.bulkDelete(pending.map((row) => row.id));
  const now = (deps.now ?? Date.now)();
  await db.outbox.add({
    id: (deps.newId ?? (() => crypto.randomUUID()))(),
    ...intent,
    created: await nextCreated(now),
    attempts: 0,
    nextAttemptAt: now,
  });
  return 'queued';
};

/** A `created` stamp after every queued row's, so rows replay in the order they were queued. */
export const nextCreated = async (now: number): Promise<number> => {
  const last = await db.outbox.orderBy('created').last();
  return Math.max(now, (last?.created ?? 0) + 1);
};
