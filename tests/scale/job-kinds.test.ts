import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalBus } from '../../server/bus/bus';
import { jobs } from '../../server/db/schema/jobs';
import { createJobQueue } from '../../server/jobs/job-queue';
import { createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('job kinds drain on their own', (use) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(use());
  });
  afterAll(() => t.close());

  it('a mail queued while a slow job of another kind runs is sent before that job ends', async () => {
    const queue = createJobQueue({ db: use().db, bus: createLocalBus(), onError: () => undefined });
    let releaseSlow = () => undefined as void;
    const slowRunning = new Promise<void>((started) => {
      queue.handle('test.slow-pdf', () => {
        started();
        return new Promise<void>((resolve) => (releaseSlow = resolve));
      });
    });
    const sent: string[] = [];
    let mailSent = () => undefined as void;
    const mailed = new Promise<void>((resolve) => (mailSent = resolve));
    queue.handle('test.quick-mail', (payload) => {
      sent.push((payload as { to: string }).to);
      mailSent();
      return Promise.resolve();
    });
    await use().db.insert(jobs).values({ kind: 'test.slow-pdf', payload: {} });
    const first = queue.runDue();
    await slowRunning;
    await use()
      .db.insert(jobs)
      .values({ kind: 'test.quick-mail', payload: { to: 'erika@example.test' } });
    const second = queue.runDue();
    await mailed;
    expect(sent).toEqual(['erika@example.test']);
    releaseSlow();
    await Promise.all([first, second]);
    await queue.stop();
  });
});
