import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Bus } from '../bus/bus';
import { type Database, queryRows } from '../db/client';
import { coalesce } from './coalesce';
import { type LaneOptions, runInLanes } from './lanes';
import { keepLeases, type LeaseKeeper } from './lease';

/** Runs one job; throwing retries it later (with backoff) until `maxAttempts`. */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  /** Aborted when this node lost the job's lease; pass it to whatever can be cancelled. */
  signal: AbortSignal;
}

export interface HandlerOptions extends LaneOptions {
  /** The payload holds secrets (a mail with a one-time link): erased once the job is settled. */
  confidential?: boolean;
}

export interface JobQueueOptions {
  db: Database;
  bus: Bus;
  /** Names this node in `jobs.locked_by` (with the pid and a random suffix). */
  nodeName?: string;
  /**
   * How long a claimed job belongs to its node without renewal; the node renews it every third of
   * this while the job runs, so another node retries it only once the node stopped (died).
   */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

export interface JobQueue {
  handle(kind: string, handler: JobHandler, options?: HandlerOptions): void;
  /** Starts polling (and waking on `jobs.queued`); tests may call `runDue` instead. */
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs due jobs until none is left; resolves to the number run. */
  runDue(): Promise<number>;
  readonly nodeId: string;
}

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_POLL_MS = 2_000;
const MAX_BACKOFF_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/**
 * Jobs that ran are kept this long after they were done (their keys still drop duplicate
 * enqueues), then deleted. Rows inserted as done and never run are records, such as the outbox's
 * idempotency keys (server/modules/sync), and stay.
 */
const KEEP_DONE_DAYS = 7;
/** A done job of a concurrent kind waits up to 50 ms for others to be recorded with it. */
const FINISH_TOGETHER = { lingerMs: 50, maxItems: 500 };

export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2 ** attempts * 1000);

/**
 * Durable background work shared by every node: a due row is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease that its node renews while the job runs, so two nodes
 * never run one job at once and a job whose node died mid-run is claimed again once the lease ran
 * out. That retry is what makes delivery at-least-once: a node that died after the send but before
 * recording it leaves a job that is sent again (see docs/deployment.md).
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, bus } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const batchSize = options.batchSize ?? 10;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const nodeId = `${options.nodeName ?? hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const confidential = new Set<string>();
  const lanes = new Map<string, LaneOptions>();
  let prunedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  const running = new Map<string, Promise<number>>();
  const again = new Set<string>();
  let stopped = true;
  let stopCount = 0;

  // Enough for every lane of the kind to stay busy, twice over.
  const claimSize = (kind: string) => Math.max(batchSize, 2 * (lanes.get(kind)?.concurrency ?? 1));

  const claim = async (kind: string): Promise<Omit<ClaimedJob, 'signal'>[]> => {
    const rows = await queryRows<{
      id: number | string;
      kind: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>(
      db,
      sql`UPDATE jobs SET locked_at = now(), locked_by = ${nodeId}, attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM jobs
            WHERE done_at IS NULL AND run_at <= now() AND attempts < max_attempts
              AND kind = ${kind}
              AND (locked_at IS NULL OR locked_at < now() - make_interval(secs => ${leaseMs / 1000}))
            ORDER BY run_at, id
            LIMIT ${claimSize(kind)}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, max_attempts`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    }));
  };

  const erased = (job: ClaimedJob, settled: boolean) =>
    settled && confidential.has(job.kind) ? sql`'{}'::jsonb` : sql`payload`;

  // Settled jobs of confidential kinds lose their payload.
  const settledPayload = (done: ClaimedJob[]) => {
    const kinds = [...new Set(done.map((job) => job.kind))].filter((kind) =>
      confidential.has(kind),
    );
    if (kinds.length === 0) return sql`payload`;
    const list = sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    return sql`CASE WHEN kind IN (${list}) THEN '{}'::jsonb ELSE payload END`;
  };

  // Only the node still holding the lease records the outcome.
  const recordDone = async (done: ClaimedJob[]) => {
    await db.execute(
      sql`UPDATE jobs SET done_at = now(), locked_at = NULL, last_error = NULL,
            payload = ${settledPayload(done)}
          WHERE locked_by = ${nodeId} AND id IN (${sql.join(
            done.map((job) => sql`${job.id}`),
            sql`, `,
          )})`,
    );
    return done.map(() => undefined);
  };
  // Jobs that end while such an UPDATE runs share the next one; a kind that runs many at once
  // (pushes) also waits a moment for more, so a few hundred share one statement.
  const finishAlone = coalesce(recordDone);
  const finishTogether = coalesce(recordDone, FINISH_TOGETHER);
  const finish = (job: ClaimedJob) =>
    ((lanes.get(job.kind)?.concurrency ?? 1) > 1 ? finishTogether : finishAlone)(job);

  const fail = (job: ClaimedJob, error: unknown) =>
    db.execute(
      sql`UPDATE jobs SET locked_at = NULL, last_error = ${String(error instanceof Error ? error.message : error).slice(0, 1000)},
            run_at = now() + make_interval(secs => ${backoffMs(job.attempts) / 1000}),
            payload = ${erased(job, job.attempts >= job.maxAttempts)}
          WHERE id = ${job.id} AND locked_by = ${nodeId}`,
    );

  const runOne = async (job: ClaimedJob) => {
    const handler = handlers.get(job.kind);
    try {
      // A lease lost while earlier jobs of the batch ran: another node has this one now.
      job.signal.throwIfAborted();
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await finish(job);
    } catch (error) {
      onError(error, job);
      await fail(job, error);
    }
  };

  const runBatch = (batch: Omit<ClaimedJob, 'signal'>[], leases: LeaseKeeper) =>
    runInLanes(
      batch,
      (kind) => lanes.get(kind) ?? {},
      async (row) => {
        await runOne({ ...row, signal: leases.signal(row.id) });
        leases.release(row.id);
      },
    );

  const drain = async (kind: string, stops: number): Promise<number> => {
    let count = 0;
    // A drain running when the node stops finishes its batch and claims no more: the jobs left
    // wait for the next start or another node, so a shutdown never waits for a whole backlog
    // (1,000 order mails: minutes). A call after stop() (runDue by hand) drains as usual.
    while (stopCount === stops) {
      const batch = await claim(kind);
      if (batch.length === 0) return count;
      const jobIds = batch.map((job) => job.id);
      const leases = keepLeases({ db, nodeId, leaseMs, jobIds, onError });
      try {
        await runBatch(batch, leases);
      } finally {
        leases.stop();
      }
      count += batch.length;
    }
    return count;
  };

  const prune = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.execute(
      sql`DELETE FROM jobs
          WHERE attempts > 0 AND done_at < now() - make_interval(days => ${KEEP_DONE_DAYS})`,
    );
  };

  // Each kind drains on its own: a slow job (an order mail rendering a PDF of 100 tickets) does
  // not hold up the account confirmation queued after it.
  const runKind = (kind: string): Promise<number> => {
    const current = running.get(kind);
    if (current) {
      again.add(kind);
      return current;
    }
    const run = (async () => {
      const stops = stopCount;
      let total = 0;
      do {
        again.delete(kind);
        total += await drain(kind, stops);
      } while (again.has(kind) && stopCount === stops);
      return total;
    })().finally(() => {
      running.delete(kind);
    });
    running.set(kind, run);
    return run;
  };

  const runDue = async (): Promise<number> => {
    const counts = await Promise.all([...handlers.keys()].map(runKind));
    return counts.reduce((sum, count) => sum + count, 0);
  };

  const tick = () => {
    if (stopped) return;
    prune()
      .then(runDue)
      .catch((error: unknown) => onError(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    nodeId,
    handle(kind, handler, handlerOptions = {}) {
      handlers.set(kind, handler);
      if (handlerOptions.confidential) confidential.add(kind);
      lanes.set(kind, handlerOptions);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = bus.subscribe('jobs.queued', () => {
        if (!stopped) runDue().catch((error: unknown) => onError(error));
      });
      tick();
    },
    async stop() {
      stopped = true;
      stopCount += 1;
      clearTimeout(timer);
      unsubscribe?.();
      await Promise.all([...running.values()].map((run) => run.catch(() => undefined)));
    },
    runDue,
  };
}
