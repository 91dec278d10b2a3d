/// <reference lib="webworker" />
import '@/lib/zod-jitless';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { syncProgram } from '@/offline/sync/sync-program';
import { registerBackgroundSync } from './background-sync';
import { relayOutboxRejections } from './outbox-relay';
import { registerPush } from './push';
import { registerAppRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope;

// Posted by the update prompt (workbox-window's messageSkipWaiting) to activate a new version.
const SKIP_WAITING = 'SKIP_WAITING';

// Older versions left caches on installed devices that nothing reads any more: the kept first
// screen (`festival-first-screen`, `festival-first-screen-pages-<shell revision>-1/-2`) and the
// feed pages (`festival-feed`, now in the persisted query cache).
const dropRetiredCaches = async (): Promise<void> => {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('festival-first-screen') || name === 'festival-feed')
      .map((name) => caches.delete(name)),
  );
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerAppRoutes();
registerPush();
registerBackgroundSync();
relayOutboxRejections();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), dropRetiredCaches()]));
  // Not awaited: activation (and the page's first requests) must not wait for the network.
  syncProgram().catch((error: unknown) => console.error('Program sync failed', error));
});
