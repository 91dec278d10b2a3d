import {
  PUSH_MESSAGES,
  type PushPayload,
  type PushSubscriptionBody,
} from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { queuePush } from './push-jobs';
import * as queries from './queries';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Push services are https; plain http is accepted only for a loopback test push service, and
 * only when the server runs with `allowLoopbackEndpoints` (never a real deployment).
 */
export function checkEndpoint(endpoint: string, allowLoopbackEndpoints: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new HttpError(400, PUSH_MESSAGES.invalidEndpoint);
  }
  const ok =
    url.protocol === 'https:' ||
    (allowLoopbackEndpoints && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!ok) throw new HttpError(400, PUSH_MESSAGES.invalidEndpoint);
}

export interface PushServiceOptions {
  db: Database;
  bus: Bus;
  allowLoopbackEndpoints: boolean;
}

export function createPushService({ db, bus, allowLoopbackEndpoints }: PushServiceOptions) {
  return {
    async subscribe(userId: number, subscription: PushSubscriptionBody): Promise<void> {
      checkEndpoint(subscription.endpoint, allowLoopbackEndpoints);
      await queries.upsertSubscription(db, userId, subscription);
    },

    /** Succeeds for an endpoint that is already gone, so the client can always clean up. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await queries.deleteOwnSubscription(db, userId, endpoint);
    },

    isSubscribed: (userId: number, endpoint: string) =>
      queries.hasSubscription(db, userId, endpoint),

    /** A test or manual notice (POST push/send); each call is a new notice. */
    send(
      userId: number,
      title: string,
      text: string,
      nonce: string,
      executor: Executor = db,
    ): Promise<number> {
      const payload: PushPayload = {
        kind: 'test',
        title,
        body: text,
        tag: 'test',
        url: '/test-push',
      };
      return queuePush(executor, bus, [userId], {
        key: `test:${nonce}`,
        payload,
        topic: 'test',
        urgency: 'normal',
        ttlSeconds: 60 * 60,
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
