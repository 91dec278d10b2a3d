import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

export interface LeaseKeeper {
  /** Aborted when this node lost the job's lease (it may be running elsewhere now). */
  signal(jobId: number): AbortSignal;
  /** The job is settled: no longer renewed or watched. */
  release(jobId: number): void;
  stop(): void;
}

/**
 * Renews the leases of a claimed batch every third of the lease while its jobs run, so a job is
 * retried elsewhere only when its node stopped renewing: died, hung up on the database, or was
 * cut off. A job whose row no longer names this node is aborted instead of run twice.
 */
export function keepLeases(options: {
  db: Database;
  nodeId: string;
  leaseMs: number;
  jobIds: number[];
  onError: (error: unknown) => void;
}): LeaseKeeper {
  const { db, nodeId, leaseMs, onError } = options;
  const held = new Map(options.jobIds.map((id) => [id, new AbortController()]));

  const renew = async () => {
    const ids = [...held.keys()];
    if (ids.length === 0) return;
    const rows = await queryRows<{ id: number | string }>(
      db,
      sql`UPDATE jobs SET locked_at = now()
          WHERE locked_by = ${nodeId} AND done_at IS NULL AND locked_at IS NOT NULL
            AND id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
          RETURNING id`,
    );
    const kept = new Set(rows.map((row) => Number(row.id)));
    for (const [id, controller] of held) {
      if (!kept.has(id) && held.has(id)) controller.abort(new Error(`Lost the lease of job ${id}`));
    }
  };

  const timer = setInterval(
    () => {
      renew().catch(onError);
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  timer.unref();

  return {
    signal: (jobId) => {
      const controller = held.get(jobId);
      if (!controller) throw new Error(`Job ${jobId} is not held by this batch`);
      return controller.signal;
    },
    release: (jobId) => {
      held.delete(jobId);
    },
    stop: () => {
      clearInterval(timer);
      held.clear();
    },
  };
}
