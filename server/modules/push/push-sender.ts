import type { Executor } from '../../db/client';
import { coalesce } from '../../jobs/coalesce';
import type { JobQueue } from '../../jobs/job-queue';
import { fitPayload, PUSH_JOB, type PushJob } from './push-jobs';
import { deleteSubscription, findSubscriptions, type SubscriptionRow } from './queries';
import { createEncryptPool, type PushEncrypter } from './encrypt-pool';
import { endpointUrl, PushEndpointRefused, type PushEndpointRules } from './push-endpoint';
import { createPushPoster, type PostPush } from './push-http';
import { createVapidHeaders } from './vapid-header';
import type { VapidKeys } from './vapid-keys';

/**
 * Pushes under way per node: enough to keep the CPU busy while others wait for the push
 * service's answer or for their "done" to be recorded with others (server/jobs/job-queue.ts).
 */
export const PUSH_CONCURRENCY = 256;
/** Connections per push service. */
const PUSH_SOCKETS = 64;

export interface PushSenderOptions {
  db: Executor;
  keys: VapidKeys;
  subject: string;
  /** Which endpoints and addresses pushes may go to (checked again before every push). */
  endpoints: PushEndpointRules;
  /** Where pushes are POSTed (tests may record them); kept-alive node:http by default. */
  post?: PostPush;
  /** Encrypts the bodies; worker threads (encrypt-pool.ts) by default. */
  encrypter?: PushEncrypter;
  timeoutMs?: number;
  log?: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}

export class PushServiceError extends Error {
  override name = 'PushServiceError';
}

/**
 * Sends queued pushes (RFC 8030/8291/8292; the body encrypted per device). Up to
 * PUSH_CONCURRENCY at once, one device's pushes in the order they were queued; the devices of
 * the pushes under way are read in one query, and the VAPID signature is made once per push
 * service. Endpoints are checked again before every push (push-endpoint.ts): one not allowed is
 * deleted, a host that resolves to an address that is not public is not contacted and the push
 * dropped. Gone subscriptions (404/410) are deleted; other refusals that a retry cannot fix (a
 * redirect among them: it is never followed) are dropped; 429/5xx and network errors throw so the
 * job queue retries with backoff. Returns what stops its encryption threads (when the server
 * closes).
 */
export function registerPushSender(
  queue: JobQueue,
  options: PushSenderOptions,
): { close: () => Promise<void> } {
  const post = options.post ?? createPushPoster(PUSH_SOCKETS, options.endpoints);
  const encrypter = options.encrypter ?? createEncryptPool({ log: options.log });
  const vapid = createVapidHeaders(options.keys, options.subject);
  const device = coalesce<number, SubscriptionRow | undefined>(
    async (ids) => {
      const found = await findSubscriptions(options.db, [...new Set(ids)]);
      return ids.map((id) => found.get(id));
    },
    { lingerMs: 5, maxItems: PUSH_CONCURRENCY },
  );

  const deliver = async (raw: unknown, claimed: { signal: AbortSignal }) => {
    const job = raw as PushJob;
    const subscription = await device(job.subscriptionId);
    if (!subscription) return;
    try {
      endpointUrl(subscription.endpoint, options.endpoints);
    } catch (error) {
      if (!(error instanceof PushEndpointRefused)) throw error;
      // Stored before endpoints were checked, or PUSH_HOSTS changed since: it can never be sent.
      await deleteSubscription(options.db, subscription.id);
      options.log?.warn({ subscriptionId: subscription.id }, 'Push endpoint not allowed, deleted');
      return;
    }
    const body = await encrypter.encrypt(fitPayload(job.payload), subscription);
    const status = await post({
      endpoint: subscription.endpoint,
      // RFC 8030 (TTL, Urgency, Topic), RFC 8291 (aes128gcm), RFC 8292 (VAPID).
      headers: {
        TTL: job.ttlSeconds,
        Urgency: job.urgency,
        ...(job.topic ? { Topic: job.topic } : {}),
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        'Content-Length': body.length,
        Authorization: vapid(subscription.endpoint),
      },
      body,
      // Stops when this node lost the job's lease: the node that took it over sends it.
      signal: claimed.signal,
      timeoutMs: options.timeoutMs ?? 15_000,
    }).catch((error: unknown) => {
      // The host resolved to an address that is not public: no retry connects there either.
      if (error instanceof PushEndpointRefused) return null;
      throw error;
    });
    if (status === null) {
      options.log?.warn(
        { subscriptionId: subscription.id },
        'Push service address not public, dropped',
      );
      return;
    }
    if (status >= 200 && status < 300) return;
    if (status === 404 || status === 410) {
      await deleteSubscription(options.db, subscription.id);
      options.log?.info({ subscriptionId: subscription.id }, 'Push subscription gone, deleted');
      return;
    }
    if (status === 429 || status >= 500) {
      throw new PushServiceError(`Push service answered ${status}`);
    }
    options.log?.warn({ subscriptionId: subscription.id, status }, 'Push refused, dropped');
  };

  queue.handle(PUSH_JOB, deliver, {
    concurrency: PUSH_CONCURRENCY,
    partition: (payload) => String((payload as PushJob).subscriptionId),
  });
  return { close: () => encrypter.close() };
}
