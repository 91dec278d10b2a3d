import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalBus } from '../../server/bus/bus';
import { jobs } from '../../server/db/schema/jobs';
import { createJobQueue } from '../../server/jobs/job-queue';
import { MAIL_JOB, registerMailSender } from '../../server/mail/mail-jobs';
import { createTestApp, readOutbox, type TestApp, waitForMail } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

/** How long a notification or a job may take on a loaded machine. */
const ARRIVAL = { timeout: 10_000 };

forEachDatabase('mail as durable jobs', (use) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(use());
    // The job queue starts with the app.
    await t.app.ready();
  });
  afterAll(() => t.close());

  const mailJobs = () => use().db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));

  it('queues a mail, sends it with a Message-ID of its job and then erases the payload', async () => {
    await t.app.mailer.sendMail({
      to: 'queued@example.org',
      subject: 'Your tickets',
      text: 'Reset link: https://festival.test/reset?token=secret-one-time-token',
      html: '<p>Reset</p>',
      attachments: [
        { filename: 'note.txt', content: Buffer.from('PDF stand-in'), contentType: 'text/plain' },
      ],
    });
    const mail = await waitForMail(t.outboxDir, 'queued@example.org');
    expect(mail.text).toContain('secret-one-time-token');
    const raw = await readFile(join(t.outboxDir, mail.file), 'utf8');
    expect(raw).toContain(Buffer.from('PDF stand-in').toString('base64'));
    await expect.poll(async () => (await mailJobs())[0]?.doneAt, ARRIVAL).toBeInstanceOf(Date);
    const [job] = await mailJobs();
    expect(raw).toMatch(new RegExp(`^Message-ID: <mail-job-${job?.id}@localhost>`, 'm'));
    expect(job?.payload).toEqual({});
  });

  it('queues a mail with a key once, however often it is sent', async () => {
    const mail = { to: 'once@example.org', subject: 'Tickets', text: 'Hi', html: '<p>Hi</p>' };
    await t.app.mailer.sendMail({ ...mail, key: 'order:42' });
    await t.app.mailer.sendMail({ ...mail, key: 'order:42' });
    await waitForMail(t.outboxDir, 'once@example.org');
    const keyed = (await mailJobs()).filter((job) => job.key === 'mail:order:42');
    expect(keyed).toHaveLength(1);
    await expect
      .poll(async () => (await mailJobs()).every((job) => job.doneAt), ARRIVAL)
      .toBe(true);
    const sent = (await readOutbox(t.outboxDir)).filter((m) => m.to === 'once@example.org');
    expect(sent).toHaveLength(1);
  });

  it('erases the payload of a mail that failed for the last time', async () => {
    await use().db.delete(jobs);
    const queue = createJobQueue({ db: use().db, bus: createLocalBus(), onError: () => undefined });
    const failing = { sendMail: () => Promise.reject(new Error('SMTP server refused')) };
    registerMailSender(queue, failing, 'http://localhost');
    await use()
      .db.insert(jobs)
      .values({
        kind: MAIL_JOB,
        payload: { to: 'x@example.org', subject: 'S', text: 'secret', html: 'secret' },
        attempts: 7,
        maxAttempts: 8,
      });
    expect(await queue.runDue()).toBe(1);
    const [job] = await mailJobs();
    expect(job).toMatchObject({ attempts: 8, payload: {}, lastError: 'SMTP server refused' });
  });
});
