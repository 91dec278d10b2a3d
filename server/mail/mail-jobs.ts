import { z } from 'zod';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/client';
import { enqueueJobs } from '../jobs/enqueue-jobs';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_JOB = 'mail.send';

// SMTP refusals are mostly lasting (bad address); a few retries cover a server that is down.
const MAIL_ATTEMPTS = 8;

/** A mail as the job table keeps it: attachments as base64. */
const storedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }))
    .optional(),
});
type StoredMail = z.infer<typeof storedMail>;

const toStored = ({ attachments, ...message }: MailMessage): StoredMail => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: attachments?.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    base64: file.content.toString('base64'),
  })),
});

const fromStored = ({ attachments, ...message }: StoredMail): MailMessage => ({
  ...message,
  attachments: attachments?.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.base64, 'base64'),
  })),
});

/**
 * The app's mailer: `sendMail` queues a durable job and returns, so a mail survives the node that
 * queued it and is sent by whichever node claims it. The payload carries one-time links and
 * passwords, so the job queue erases it once the mail was sent or given up.
 */
export function createQueuedMailer(db: Database, bus: Bus): Mailer {
  return {
    async sendMail({ key, ...message }) {
      await enqueueJobs(db, bus, [
        {
          kind: MAIL_JOB,
          key: key === undefined ? undefined : `mail:${key}`,
          payload: toStored(message),
          maxAttempts: MAIL_ATTEMPTS,
        },
      ]);
    },
  };
}

/**
 * Sends queued mails through `transport` (SMTP or the outbox directory). The Message-ID follows
 * the job, so a mail sent again after its node died mid-send carries the same id and mail
 * programs that de-duplicate by Message-ID show it once.
 */
export function registerMailSender(queue: JobQueue, transport: Mailer, publicUrl: string): void {
  const domain = new URL(publicUrl).hostname || 'festival.local';
  queue.handle(
    MAIL_JOB,
    async (payload, job) => {
      const message = fromStored(storedMail.parse(payload));
      await transport.sendMail({ ...message, messageId: `<mail-job-${job.id}@${domain}>` });
    },
    { confidential: true },
  );
}
