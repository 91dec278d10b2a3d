import { db, type OutboxRow } from '../db';
import { nowOf, type HttpDeps } from '../http';
import { readSession } from '../session';
import { createSingleFlight, withExclusiveLock } from '../single-flight';
import { backoffDelay } from './classify-response';
import { emitOutboxRejected } from './outbox-events';
import { OUTBOX_GROUP } from './outbox-kind';
import { OUTBOX_LOCK } from './outbox-signals';
import { OUTBOX_REVERTS } from './outbox-reverts';
import { sendBatch } from './send-batch';

export interface FlushDeps extends HttpDeps {
  /** Ignore backoff (the network just came back, or Background Sync schedules the retries). */
  retryNow?: boolean;
}

export interface FlushResult {
  sent: number;
  rejected: number;
  /** Why the run ended early: no session, a 401, or a transient failure. */
  stopped: 'signed-out' | 'unauthorized' | 'retry' | null;
  /** Earliest time a remaining row of this user may be sent again, if any remain. */
  nextAttemptAt: number | null;
}

/** Rows per call: a handful of calls drain a long queue, each still answered quickly. */
export const OUTBOX_BATCH_SIZE = 200;

/**
 * The user's next due rows in queue order. The batch ends before a second row of one target
 * (the server refuses those: within one call they would have no order); the outbox's collapse
 * normally leaves only one.
 */
const nextRows = async (userId: number, now: number, retryNow: boolean): Promise<OutboxRow[]> => {
  const due = await db.outbox
    .orderBy('created')
    .filter((row) => row.userId === userId && (retryNow || row.nextAttemptAt <= now))
    .limit(OUTBOX_BATCH_SIZE)
    .toArray();
  const targets = new Set<string>();
  const batch: OutboxRow[] = [];
  for (const row of due) {
    // Scans never collapse: each is its own target.
    const target =
      row.kind === 'gate.scan' ? `gate:${row.id}` : `${OUTBOX_GROUP[row.kind]}:${row.target}`;
    if (targets.has(target)) break;
    targets.add(target);
    batch.push(row);
  }
  return batch;
};

// Counting the attempt before sending: once a send started, the server may have applied it.
const claim = (rows: readonly OutboxRow[]): Promise<OutboxRow[]> =>
  db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.bulkGet(rows.map((row) => row.id));
    const claimed = current
      .filter((row): row is OutboxRow => row !== undefined)
      .map((row) => ({ ...row, attempts: row.attempts + 1 }));
    await db.outbox.bulkPut(claimed);
    return claimed;
  });

const reject = async (row: OutboxRow, status: number, message: string | null): Promise<void> => {
  const stillQueued = await db.transaction('rw', db.outbox, db.favourites, async () => {
    // A newer intent may have replaced the row meanwhile; then the local state is already right.
    if (!(await db.outbox.get(row.id))) return false;
    await db.outbox.delete(row.id);
    await OUTBOX_REVERTS[row.kind](row);
    return true;
  });
  if (stillQueued) {
    emitOutboxRejected({ id: row.id, kind: row.kind, target: row.target, status, message });
  }
};

const backOff = (rows: readonly OutboxRow[], now: number): Promise<void> =>
  db.transaction('rw', db.outbox, async () => {
    for (const row of rows) {
      await db.outbox.update(row.id, { nextAttemptAt: now + backoffDelay(row.attempts) });
    }
  });

const earliestAttempt = async (userId: number): Promise<number | null> => {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.length === 0 ? null : Math.min(...rows.map((row) => row.nextAttemptAt));
};

const runFlush = async (deps: FlushDeps): Promise<FlushResult> => {
  const result: FlushResult = { sent: 0, rejected: 0, stopped: null, nextAttemptAt: null };
  const session = await readSession();
  if (!session) return { ...result, stopped: 'signed-out' };
  while (result.stopped === null) {
    const due = await nextRows(session.userId, nowOf(deps), deps.retryNow ?? false);
    if (due.length === 0) break;
    const rows = await claim(due);
    if (rows.length === 0) continue;
    const outcomes = await sendBatch(rows, session.accessToken, deps);
    // Rows replaced by a newer intent while on the wire are gone already; deleting them is a no-op.
    const delivered = outcomes.filter((entry) => entry.outcome === 'done').map(({ row }) => row);
    await db.outbox.bulkDelete(delivered.map((row) => row.id));
    result.sent += delivered.length;
    for (const { row, outcome, status, message } of outcomes) {
      if (outcome === 'rejected' && status !== 'network') {
        await reject(row, status, message);
        result.rejected += 1;
      }
    }
    const retry = outcomes.filter((entry) => entry.outcome === 'retry').map(({ row }) => row);
    if (retry.length > 0) {
      await backOff(retry, nowOf(deps));
      result.stopped = 'retry';
    }
    if (outcomes.some((entry) => entry.outcome === 'unauthorized')) result.stopped = 'unauthorized';
  }
  return { ...result, nextAttemptAt: await earliestAttempt(session.userId) };
};

const flushFlight = createSingleFlight<FlushResult>();

/**
 * Sends the logged-in user's queued changes in the order they were queued, many rows per call
 * (POST /api/sync/batch) with a result per row. 2xx deletes a row; 401 stops and keeps the queue;
 * another 4xx drops the row, reverts the local change and emits 'rejected'; 408/429/5xx/network
 * keep the row and back off. Never overlaps itself.
 */
export const flushOutbox = (deps: FlushDeps = {}): Promise<FlushResult> =>
  flushFlight(() => withExclusiveLock(OUTBOX_LOCK, () => runFlush(deps)));
