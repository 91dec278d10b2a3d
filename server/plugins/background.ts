import type { FastifyInstance } from 'fastify';
import { type Bus, createLocalBus } from '../bus/bus';
import { createPostgresBus } from '../bus/postgres-bus';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { createQueuedMailer, registerMailSender } from '../mail/mail-jobs';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fan-out between modules and nodes: chat, jobs, program changes. */
    bus: Bus;
    /** Durable background jobs (pushes, mails); handlers are registered by the modules. */
    jobs: JobQueue;
  }
}

export interface BackgroundOptions {
  /** Replaces the bus chosen from the database (tests). */
  bus?: Bus;
  /** What queued mails are finally sent through: SMTP or the outbox directory. */
  mailTransport: Mailer;
}

/**
 * The bus (LISTEN/NOTIFY between nodes on PostgreSQL, in-process on PGlite, which serves one
 * node), the job queue, which runs once the app is ready and stops when it closes, and
 * `app.mailer`, which queues each mail as a job.
 */
export async function setupBackground(
  app: FastifyInstance,
  options: BackgroundOptions,
): Promise<void> {
  const onError = (error: unknown) => app.log.error({ err: error }, 'Background work failed');
  let bus = options.bus;
  if (!bus && app.database.kind === 'postgres') {
    const postgresBus = await createPostgresBus(app.database, onError);
    app.addHook('onClose', () => postgresBus.close());
    bus = postgresBus;
  }
  bus ??= createLocalBus(onError);
  const jobs = createJobQueue({
    db: app.db,
    bus,
    nodeName: app.config.nodeName,
    leaseMs: app.config.jobLeaseMs,
    onError: (error, job) =>
      app.log.warn({ err: error, job: job && { id: job.id, kind: job.kind } }, 'Job failed'),
  });
  registerMailSender(jobs, options.mailTransport, app.config.publicUrl);
  app.decorate('bus', bus);
  app.decorate('jobs', jobs);
  app.decorate('mailer', createQueuedMailer(app.db, bus));
  app.addHook('onReady', (done) => {
    jobs.start();
    done();
  });
  app.addHook('onClose', async () => jobs.stop());
}
