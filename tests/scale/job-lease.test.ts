import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createLocalBus } from '../../server/bus/bus';
import { jobs } from '../../server/db/schema/jobs';
import { type ClaimedJob, createJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { enqueueJobs } from '../../server/jobs/enqueue-jobs';
import { forEachDatabase } from '../helpers/test-db';

const SLOW_JOB = 'test.slow';

forEachDatabase('job leases', (use) => {
  const bus = createLocalBus();
  let queue: JobQueue;
  let startedJob: (job: ClaimedJob) => void = () => undefined;
  let release: () => void = () => undefined;
  const errors: unknown[] = [];

  beforeAll(() => {
    // A short lease: renewed every 100 ms while the job runs.
    queue = createJobQueue({
      db: use().db,
      bus,
      nodeName: 'lease-test',
      leaseMs: 300,
      onError: (error) => errors.push(error),
    });
    queue.handle(SLOW_JOB, (_payload, job) => {
      startedJob(job);
      return new Promise<void>((resolve, reject) => {
        release = resolve;
        job.signal.addEventListener('abort', () => reject(job.signal.reason as Error));
      });
    });
  });
  afterEach(() => release());

  const runSlowJob = async () => {
    const started = new Promise<ClaimedJob>((resolve) => {
      startedJob = resolve;
    });
    await enqueueJobs(use().db, bus, [{ kind: SLOW_JOB, payload: {} }]);
    const run = queue.runDue();
    return { run, job: await started };
  };
  const row = async (id: number) => (await use().db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('renews the lease of a running job, so no other node takes it while its node lives', async () => {
    const { run, job } = await runSlowJob();
    const claimed = (await row(job.id))?.lockedAt?.getTime() ?? 0;
    expect(claimed).toBeGreaterThan(0);
    await expect
      .poll(async () => (await row(job.id))?.lockedAt?.getTime() ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(claimed);
    release();
    expect(await run).toBe(1);
    expect(await row(job.id)).toMatchObject({ lockedAt: null, attempts: 1 });
    expect((await row(job.id))?.doneAt).toBeInstanceOf(Date);
  });

  it('aborts a job whose lease another node took and leaves the outcome to that node', async () => {
    const { run, job } = await runSlowJob();
    await use().db.update(jobs).set({ lockedBy: 'other-node' }).where(eq(jobs.id, job.id));
    await run;
    expect(job.signal.aborted).toBe(true);
    expect(errors).toEqual([new Error(`Lost the lease of job ${job.id}`)]);
    expect(await row(job.id)).toMatchObject({
      lockedBy: 'other-node',
      doneAt: null,
      lastError: null,
    });
  });
});
