import type { Bus } from '../bus/bus';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Jobs with a key are queued once: a second enqueue with the same key is dropped. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

const ENQUEUE_SLICE = 2_000;

/**
 * Queues jobs (inside the caller's transaction when given one, and then workers are woken when it
 * commits); returns how many were new.
 */
export async function enqueueJobs(db: Executor, bus: Bus, list: NewJob[]): Promise<number> {
  let added = 0;
  // A statement binds at most 65,535 values: a push to 10,000 devices goes in slices.
  for (let start = 0; start < list.length; start += ENQUEUE_SLICE) {
    const rows = await db
      .insert(jobs)
      .values(
        list.slice(start, start + ENQUEUE_SLICE).map((job) => ({
          kind: job.kind,
          key: job.key ?? null,
          payload: job.payload,
          runAt: job.runAt ?? new Date(),
          maxAttempts: job.maxAttempts ?? 5,
        })),
      )
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    added += rows.length;
  }
  if (added > 0) await bus.publish('jobs.queued', {}, { executor: db });
  return added;
}
