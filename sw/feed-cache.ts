/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/**
 * The feed is the same for every member (only the viewer's own like differs), and /feed needs a
 * login, so a cached page shows nothing one member may not see.
 */
export const FEED_CACHE = 'festival-feed';

/** Feed pages are network-first with the last answer kept for reading offline. */
export const registerFeedCache = (): void => {
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      request.method === 'GET' &&
      /^\/api\/feed\/(my\/\d+|user\/\d+\/\d+)$/.test(url.pathname),
    new NetworkFirst({
      cacheName: FEED_CACHE,
      networkTimeoutSeconds: 8,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      ],
    }),
  );
};
