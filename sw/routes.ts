/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const IMAGE_CACHE = 'festival-images';

/**
 * A public /u page in another site's frame: the server's headers decide who may frame it (the
 * precached shell carries the member pages' "never framed" headers). Offline, the shell is
 * served with those two headers relaxed for this public page.
 */
const serveFramedPublicPage = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch {
    const shell = await matchPrecache(SHELL_URL);
    if (!shell) return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
    const headers = new Headers(shell.headers);
    headers.delete('X-Frame-Options');
    const policy = headers.get('Content-Security-Policy');
    if (policy) {
      headers.set(
        'Content-Security-Policy',
        policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      );
    }
    return new Response(shell.body, { status: shell.status, headers });
  }
};

const isPublicPage = (url: URL) => url.pathname === '/u' || url.pathname.startsWith('/u/');

/** Every app route gets the precached shell; without it, the network; offline, the fallback page. */
const serveShell = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  if (request.destination === 'iframe' && isPublicPage(url)) return serveFramedPublicPage(request);
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
