/// <reference lib="webworker" />
import '@/lib/zod-jitless';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { syncProgram } from '@/offline/sync/sync-program';
import { registerBackgroundSync } from './background-sync';
import { registerFeedCache } from './feed-cache';
import { relayOutboxRejections } from './outbox-relay';
import { registerPush } from './push';
import { registerAppRoutes } from './routes';
import { registerStaticRoutes } from './static-routes';

declare const self: ServiceWorkerGlobalScope;

// Posted by the update prompt (workbox-window's messageSkipWaiting) to activate a new version.
const SKIP_WAITING = 'SKIP_WAITING';

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerAppRoutes();
registerStaticRoutes(manifest);
registerFeedCache();
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
  event.waitUntil(self.clients.claim());
  // Not awaited: activation (and the page's first requests) must not wait for the network.
  syncProgram().catch((error: unknown) => console.error('Program sync failed', error));
});
