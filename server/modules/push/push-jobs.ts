import webpush from 'web-push';
import type { PushPayload } from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Executor } from '../../db/client';
import { enqueueJobs, type JobQueue } from '../../jobs/job-queue';
import { deleteSubscription, findSubscription, findSubscriptionIds } from './queries';
import type { VapidKeys } from './vapid-keys';

export const PUSH_JOB = 'push.deliver';

/** Push services accept 4 KB; we stay under 3 KB of plaintext. */
export const MAX_PAYLOAD_BYTES = 3000;

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushNotice {
  /** Makes the notice idempotent: one job per (key, device), ever. */
  key: string;
  payload: PushPayload;
  /** ≤ 32 URL-safe characters: a newer push with the same topic replaces an undelivered one. */
  topic: string;
  urgency: Urgency;
  ttlSeconds: number;
}

interface PushJob {
  subscriptionId: number;
  payload: PushPayload;
  topic: string;
  urgency: Urgency;
  ttlSeconds: number;
}

/** Shortens the body until the JSON fits MAX_PAYLOAD_BYTES. */
export function fitPayload(payload: PushPayload): string {
  let body = payload.body;
  for (;;) {
    const text = JSON.stringify({ ...payload, body });
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || body.length === 0) return text;
    body = `${body.slice(0, Math.max(0, body.length - Math.ceil(body.length / 4) - 1))}…`;
    if (body === '…') body = '';
  }
}

export const pushTopic = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);

/** Queues a notice for every device of the users (in the caller's transaction when given). */
export async function queuePush(
  db: Executor,
  bus: Bus,
  userIds: number[],
  notice: PushNotice,
): Promise<number> {
  const subscriptions = await findSubscriptionIds(db, userIds);
  return enqueueJobs(
    db,
    bus,
    subscriptions.map((subscription) => ({
      kind: PUSH_JOB,
      key: `push:${notice.key}:${subscription.id}`,
      payload: {
        subscriptionId: subscription.id,
        payload: notice.payload,
        topic: pushTopic(notice.topic),
        urgency: notice.urgency,
        ttlSeconds: notice.ttlSeconds,
      } satisfies PushJob,
      maxAttempts: 6,
    })),
  );
}

export interface PushSenderOptions {
  db: Executor;
  keys: VapidKeys;
  subject: string;
  /** Tests count requests; production uses the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export class PushServiceError extends Error {
  override name = 'PushServiceError';
}

/**
 * Sends one queued push (RFC 8030/8291/8292 via web-push's request builder). Gone subscriptions
 * (404/410) are deleted; other refusals that a retry cannot fix are dropped; 429/5xx and network
 * errors throw so the job queue retries with backoff.
 */
export function registerPushSender(queue: JobQueue, options: PushSenderOptions): void {
  const send = options.fetch ?? fetch;
  queue.handle(PUSH_JOB, async (raw) => {
    const job = raw as PushJob;
    const subscription = await findSubscription(options.db, job.subscriptionId);
    if (!subscription) return;
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      fitPayload(job.payload),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.keys.publicKey,
          privateKey: options.keys.privateKey,
        },
        TTL: job.ttlSeconds,
        urgency: job.urgency,
        topic: job.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await send(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      await deleteSubscription(options.db, subscription.id);
      options.log?.info({ subscriptionId: subscription.id }, 'Push subscription gone, deleted');
      return;
    }
    if (response.status === 429 || response.status >= 500) {
      throw new PushServiceError(`Push service answered ${response.status}`);
    }
    options.log?.warn(
      { subscriptionId: subscription.id, status: response.status },
      'Push refused, dropped',
    );
  });
}
