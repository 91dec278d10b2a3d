import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Bus } from '../../bus/bus';
import type { Executor } from '../../db/client';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import type { JobQueue } from '../../jobs/job-queue';

export const ORDER_MAIL_JOB = 'order.mail';

const orderMailJob = z.object({ orderUid: z.string() });

/** The start of every order-mail job key of one order: the first mail and each resend. */
export const orderMailKeyPrefix = (orderUid: string) => `order-mail:${orderUid}`;

/**
 * Queues the order e-mail inside the transaction that completes the order: once the order is
 * committed the mail is owed, even if this process dies before it gets to render it. The key
 * queues it once per order, however many callbacks complete it.
 */
export const queueOrderMail = (tx: Executor, bus: Bus, orderUid: string) =>
  enqueueJobs(tx, bus, [
    { kind: ORDER_MAIL_JOB, key: orderMailKeyPrefix(orderUid), payload: { orderUid } },
  ]);

/** Queues the order e-mail once more (staff's resend): a key of its own, so it is not dropped. */
export const queueOrderMailAgain = (tx: Executor, bus: Bus, orderUid: string) =>
  enqueueJobs(tx, bus, [
    {
      kind: ORDER_MAIL_JOB,
      key: `${orderMailKeyPrefix(orderUid)}:again:${randomUUID()}`,
      payload: { orderUid },
    },
  ]);

/** Renders and sends queued order mails; a failure throws, so the queue retries it. */
export function registerOrderMailSender(
  queue: JobQueue,
  send: (orderUid: string) => Promise<void>,
): void {
  queue.handle(ORDER_MAIL_JOB, async (payload) => {
    await send(orderMailJob.parse(payload).orderUid);
  });
}
