import { db, type OutboxRow } from '../db';
import { apiCall, errorMessage, nowOf, type HttpDeps } from '../http';
import { readSession } from '../session';
import { createSingleFlight, withExclusiveLock } from '../single-flight';
import { backoffDelay, classifyResponse } from './classify-response';
import { emitOutboxRejected } from './outbox-events';
import { OUTBOX_LOCK } from './outbox-kind';
import { OUTBOX_KIND_SPECS } from './outbox-requests';

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

const nextRow = (userId: number, now: number, retryNow: boolean): Promise<OutboxRow | undefined> =>
  db.outbox
    .orderBy('created')
    .filter((row) => row.userId === userId && (retryNow || row.nextAttemptAt <= now))
    .first();

// Counting the attempt before sending: once a send started, the server may have applied it.
const claim = (id: string): Promise<OutboxRow | null> =>
  db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row) return null;
    await db.outbox.update(id, { attempts: row.attempts + 1 });
    return { ...row, attempts: row.attempts + 1 };
  });

const reject = async (row: OutboxRow, status: number, message: string | null): Promise<void> => {
  const stillQueued = await db.transaction('rw', db.outbox, db.favourites, async () => {
    // A newer intent may have replaced the row meanwhile; then the local state is already right.
    if (!(await db.outbox.get(row.id))) return false;
    await db.outbox.delete(row.id);
    await OUTBOX_KIND_SPECS[row.kind].revert(row);
    return true;
  });
  if (stillQueued) {
    emitOutboxRejected({ id: row.id, kind: row.kind, target: row.target, status, message });
  }
};

const earliestAttempt = async (userId: number): Promise<number | null> => {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.length === 0 ? null : Math.min(...rows.map((row) => row.nextAttemptAt));
};

const runFlush = async (deps: FlushDeps): Promise<FlushResult> => {
  const result: FlushResult = { sent: 0, rejected: 0, stopped: null, nextAttemptAt: null };
  const session = await readSession();
  if (!session) return { ...result, stopped: 'signed-out' };
  for (;;) {
    const candidate = await nextRow(session.userId, nowOf(deps), deps.retryNow ?? false);
    if (!candidate) break;
    const row = await claim(candidate.id);
    if (!row) continue;
    const response = await apiCall(
      {
        ...OUTBOX_KIND_SPECS[row.kind].request(row.target),
        accessToken: session.accessToken,
        idempotencyKey: row.id,
      },
      deps,
    );
    const outcome = classifyResponse(response.status);
    if (outcome === 'done') {
      await db.outbox.delete(row.id);
      result.sent += 1;
    } else if (outcome === 'rejected' && response.status !== 'network') {
      await reject(row, response.status, errorMessage(response));
      result.rejected += 1;
    } else if (outcome === 'unauthorized') {
      result.stopped = 'unauthorized';
      break;
    } else {
      await db.outbox.update(row.id, { nextAttemptAt: nowOf(deps) + backoffDelay(row.attempts) });
      result.stopped = 'retry';
      break;
    }
  }
  return { ...result, nextAttemptAt: await earliestAttempt(session.userId) };
};

const flushFlight = createSingleFlight<FlushResult>();

/**
 * Sends the logged-in user's queued changes one at a time in the order they were queued.
 * 2xx deletes a row; 401 stops and keeps the queue; another 4xx drops the row, reverts the local
 * change and emits 'rejected'; 408/429/5xx/network keep the row and back off. Never overlaps itself.
 */
export const flushOutbox = (deps: FlushDeps = {}): Promise<FlushResult> =>
  flushFlight(() => withExclusiveLock(OUTBOX_LOCK, () => runFlush(deps)));
