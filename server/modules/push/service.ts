import type { PushPayload, PushSubscriptionBody } from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { checkEndpoint, PushEndpointRefused, type PushEndpointRules } from './push-endpoint';
import { queuePush } from './push-jobs';
import * as queries from './queries';

export interface PushServiceOptions {
  db: Database;
  bus: Bus;
  endpoints: PushEndpointRules;
}

export function createPushService({ db, bus, endpoints }: PushServiceOptions) {
  return {
    /** Stores a device, only with an endpoint of a known push service (400 otherwise). */
    async subscribe(userId: number, subscription: PushSubscriptionBody): Promise<void> {
      try {
        await checkEndpoint(subscription.endpoint, endpoints);
      } catch (error) {
        if (error instanceof PushEndpointRefused) throw new HttpError(400, error.message);
        throw error;
      }
      await queries.upsertSubscription(db, userId, subscription);
    },

    /** Succeeds for an endpoint that is already gone, so the client can always clean up. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await queries.deleteOwnSubscription(db, userId, endpoint);
    },

    /** Only whether this user stored this endpoint: nothing is looked up or contacted. */
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
