/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

export const SHELL_URL = '/index.html';
export const OFFLINE_URL = '/offline.html';
export const IMAGE_CACHE = 'festival-images';

/** Every app route gets the precached shell; without it, the network; offline, the fallback page. */
const serveShell = async ({ request }: { request: Request }): Promise<Response> => {
  const shell = await matchPrecache(SHELL_URL);
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  }
};

export const registerAppRoutes = (): void => {
  registerRoute(new NavigationRoute(serveShell, { denylist: [/^\/api\//, /^\/ws/] }));

  // Uploaded images never change under one id, so the cached copy is good until it expires.
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/api/file/') &&
      request.method === 'GET',
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
};
