import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalBus } from '../../server/bus/bus';
import { jobs } from '../../server/db/schema/jobs';
import { createJobQueue } from '../../server/jobs/job-queue';
import { createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const KIND = 'test.stop';

forEachDatabase('stopping the job queue', (use) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(use());
  });
  afterAll(() => t.close());

  it('a node that stops finishes its batch and leaves the backlog; runDue afterwards drains it', async () => {
    const queue = createJobQueue({
      db: use().db,
      bus: createLocalBus(),
      batchSize: 5,
      onError: () => undefined,
    });
    let ran = 0;
    let stopped: Promise<void> | undefined;
    queue.handle(KIND, () => {
      ran += 1;
      // A shutdown arrives while the first batch runs.
      if (ran === 1) stopped = queue.stop();
      return Promise.resolve();
    });
    await use()
      .db.insert(jobs)
      .values(Array.from({ length: 30 }, (_, i) => ({ kind: KIND, payload: { i } })));
    queue.start();
    await queue.runDue();
    await stopped;
    expect(ran).toBe(5);
    const left = await use()
      .db.select()
      .from(jobs)
      .where(eq(jobs.kind, KIND))
      .then((rows) => rows.filter((row) => row.doneAt === null));
    expect(left).toHaveLength(25);
    expect(await queue.runDue()).toBe(25);
    const open = await use().db.select().from(jobs).where(isNull(jobs.doneAt));
    expect(open.filter((row) => row.kind === KIND)).toEqual([]);
  });
});
