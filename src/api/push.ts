import { z } from 'zod';
import { QUIET, api } from './client';
import { publicKeyResponse, type PushSubscriptionBody } from './contract/push';

export const getPushPublicKey = async (): Promise<string> =>
  publicKeyResponse.parse(await api.get('push/publicKey/get', QUIET).json()).publicKey;

export const savePushSubscription = async (subscription: PushSubscriptionBody): Promise<void> => {
  await api.post('push/subscribe', { json: subscription, ...QUIET });
};

export const removePushSubscription = async (endpoint: string): Promise<void> => {
  await api.post('push/unsubscribe', { json: { endpoint }, ...QUIET });
};

export const isPushSubscribed = async (endpoint: string): Promise<boolean> =>
  z
    .object({ subscribed: z.boolean() })
    .parse(await api.post('user/subscription/check', { json: { endpoint }, ...QUIET }).json())
    .subscribed;

/** POST /api/push/send: a push to `user` through the real push path. */
export const sendPush = async (user: number, title: string, text: string): Promise<number> =>
  z
    .object({ queued: z.number() })
    .parse(
      await api.post('push/send', { json: { user, notificationRequest: { title, text } } }).json(),
    ).queued;
