import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** `<id@domain>`; set by the mail job so a resend keeps the same one. */
  messageId?: string;
  /** Queues the mail once per key: a retried job that sends it again queues nothing new. */
  key?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port — without it mails go to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, { from, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendMail(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ messageId: info.messageId }, 'Mail sent');
    },
  };
}

/** Local use and tests: each mail becomes `<timestamp>-<random>.eml`, openable in any mail app. */
function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async sendMail(message) {
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, info.message);
      log.info({ file }, 'Mail written to the outbox');
    },
  };
}
