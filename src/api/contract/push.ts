import { z } from 'zod';

/** Why the server refuses a subscription's endpoint (translated by name: errors:codes.*). */
export const PUSH_ENDPOINT_MESSAGES = {
  pushEndpointNotHttps: 'The push endpoint must be an https URL',
  pushServiceNotAllowed: 'This push service is not allowed. Please use a current browser.',
} as const;

export const PUSH_MESSAGES = {
  /** Spec §8, spelling as given. */
  connectionFailed: 'Connection to Notification Sevrice Failed. Try Reconnecting',
  invalidEndpoint: PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps,
  subscriptionNotFound: 'Subscription not found',
} as const;

/** A browser PushSubscription as `toJSON()` gives it (spec §3 Push subscription). */
export const pushSubscription = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscription>;

export const unsubscribeRequest = z.object({ endpoint: z.string().min(1).max(2048) });

export const publicKeyResponse = z.object({ publicKey: z.string() });

/** POST /api/push/send (spec §7): `user` is the recipient's id. */
export const pushSendRequest = z.object({
  user: z.number().int().positive(),
  notificationRequest: z.object({
    title: z.string().trim().min(1).max(100),
    text: z.string().trim().max(500).default(''),
  }),
});
export const pushSendResponse = z.object({ queued: z.number().int() });

/** What the service worker posts to the app's windows when it shows an announcement's push. */
export const ANNOUNCEMENT_PUSHED = 'announcement-pushed';

export const PUSH_KINDS = ['chat', 'post', 'program', 'announcement', 'test'] as const;

/** Texts the worker words in the reader's language (`notification.*` in locales/{de,en}/push.json). */
export const PUSH_TEXT_KEYS = [
  'favouriteMoved',
  'favouriteMovedNoVenue',
  'favouriteCancelled',
  'favouriteStartsSoon',
  'favouriteStartsSoonNoVenue',
  'postLiked',
] as const;
export const pushText = z.object({
  key: z.enum(PUSH_TEXT_KEYS),
  /** Interpolation values; `at` is an ISO date-time the worker writes as Berlin time. */
  params: z.record(z.string(), z.string().max(600)),
});
export type PushText = z.infer<typeof pushText>;

/**
 * What a push carries (kept under 3 KB). The worker shows `title` and `text` in the reader's
 * language (`body`, English, where it has no text or does not know the key), groups by `tag` and
 * opens `url` on click; a 'program' push refreshes the cached program first.
 */
export const pushPayload = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  // A key this worker does not know yet (a newer server) falls back to `body`, not to raw JSON.
  text: pushText.optional().catch(undefined),
  tag: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
