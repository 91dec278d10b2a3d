/** How the jobs of one kind may run side by side. */
export interface LaneOptions {
  /** How many of the kind's jobs of one claimed batch run at once (default 1: one after another). */
  concurrency?: number;
  /** Jobs whose payloads give the same key run in the order they were claimed (e.g. one device). */
  partition?: (payload: unknown) => string;
}

/** Groups items by key, keeping their order within each group. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

interface LaneJob {
  id: number;
  kind: string;
  payload: unknown;
}

/** Runs `work` over `items` with at most `limit` under way. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Runs a claimed batch: each kind on its own, a kind with concurrency 1 strictly in claim order,
 * a kind with more in lanes (one per partition key, else one per job) of which `concurrency` run
 * at once. `run` never throws (it records a failure itself).
 */
export async function runInLanes<T extends LaneJob>(
  batch: readonly T[],
  optionsOf: (kind: string) => LaneOptions,
  run: (job: T) => Promise<void>,
): Promise<void> {
  await Promise.all(
    groupBy(batch, (job) => job.kind).map(async (jobs) => {
      const { concurrency = 1, partition } = optionsOf(jobs[0]?.kind ?? '');
      const lanes = groupBy(jobs, (job) =>
        concurrency <= 1 ? '' : partition ? partition(job.payload) : String(job.id),
      );
      await pool(lanes, concurrency, async (lane) => {
        for (const job of lane) await run(job);
      });
    }),
  );
}
