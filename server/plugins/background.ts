import type { FastifyInstance } from 'fastify';
import { type Bus, createLocalBus } from '../bus/bus';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fan-out between modules (and, after scale-out, nodes): chat, jobs, program changes. */
    bus: Bus;
    /** Durable background jobs (pushes, mails); handlers are registered by the modules. */
    jobs: JobQueue;
  }
}

/** The bus and the job queue; the queue runs once the app is ready and stops when it closes. */
export function setupBackground(app: FastifyInstance, options: { bus?: Bus } = {}): void {
  const onError = (error: unknown) => app.log.error({ err: error }, 'Background work failed');
  const bus = options.bus ?? createLocalBus(onError);
  const jobs = createJobQueue({
    db: app.db,
    bus,
    onError: (error, job) =>
      app.log.warn({ err: error, job: job && { id: job.id, kind: job.kind } }, 'Job failed'),
  });
  app.decorate('bus', bus);
  app.decorate('jobs', jobs);
  app.addHook('onReady', (done) => {
    jobs.start();
    done();
  });
  app.addHook('onClose', async () => jobs.stop());
}
