import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Bus } from '../bus/bus';
import { type Database, type Executor, queryRows } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** Runs one job; throwing retries it later (with backoff) until `maxAttempts`. */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Jobs with a key are queued once: a second enqueue with the same key is dropped. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Database;
  bus: Bus;
  /** How long a claimed job belongs to its node; after that another node may retry it. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

export interface JobQueue {
  handle(kind: string, handler: JobHandler): void;
  /** Starts polling (and waking on `jobs.queued`); tests may call `runDue` instead. */
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs due jobs until none is left; resolves to the number run. */
  runDue(): Promise<number>;
  readonly nodeId: string;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 2_000;
const MAX_BACKOFF_MS = 10 * 60_000;

/** Queues jobs (inside the caller's transaction when given one); returns how many were new. */
export async function enqueueJobs(db: Executor, bus: Bus, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        key: job.key ?? null,
        payload: job.payload,
        runAt: job.runAt ?? new Date(),
        maxAttempts: job.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (rows.length > 0) await bus.publish('jobs.queued', {});
  return rows.length;
}

export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2 ** attempts * 1000);

/**
 * Durable background work shared by every node: a due row is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two nodes never run one job at once and a job whose
 * node died mid-run is claimed again once the lease ran out.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, bus } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const batchSize = options.batchSize ?? 10;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const nodeId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  const claim = async (): Promise<ClaimedJob[]> => {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
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
              AND kind IN (${sql.join(
                kinds.map((kind) => sql`${kind}`),
                sql`, `,
              )})
              AND (locked_at IS NULL OR locked_at < now() - make_interval(secs => ${leaseMs / 1000}))
            ORDER BY run_at, id
            LIMIT ${batchSize}
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

  // Only the node still holding the lease records the outcome.
  const finish = (job: ClaimedJob) =>
    db.execute(
      sql`UPDATE jobs SET done_at = now(), locked_at = NULL, last_error = NULL
          WHERE id = ${job.id} AND locked_by = ${nodeId}`,
    );

  const fail = (job: ClaimedJob, error: unknown) =>
    db.execute(
      sql`UPDATE jobs SET locked_at = NULL, last_error = ${String(error instanceof Error ? error.message : error).slice(0, 1000)},
            run_at = now() + make_interval(secs => ${backoffMs(job.attempts) / 1000})
          WHERE id = ${job.id} AND locked_by = ${nodeId}`,
    );

  const runOne = async (job: ClaimedJob) => {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await finish(job);
    } catch (error) {
      onError(error, job);
      await fail(job, error);
    }
  };

  const drain = async (): Promise<number> => {
    let count = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return count;
      for (const job of batch) await runOne(job);
      count += batch.length;
    }
  };

  const runDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => onError(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    nodeId,
    handle(kind, handler) {
      handlers.set(kind, handler);
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
      clearTimeout(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
    },
    runDue,
  };
}
