import type { PushPayload } from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Executor } from '../../db/client';
import { insertDeviceJobs } from './queries';

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

/** What a push job carries; the device's keys are read when it is sent. */
export interface PushJob {
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
  const added = await insertDeviceJobs(
    db,
    {
      kind: PUSH_JOB,
      keyPrefix: `push:${notice.key}:`,
      payload: {
        payload: notice.payload,
        topic: pushTopic(notice.topic),
        urgency: notice.urgency,
        ttlSeconds: notice.ttlSeconds,
      } satisfies Omit<PushJob, 'subscriptionId'>,
      maxAttempts: 6,
    },
    userIds,
  );
  // Wakes the workers once the caller's transaction commits, as enqueueJobs does.
  if (added > 0) await bus.publish('jobs.queued', {}, { executor: db });
  return added;
}
