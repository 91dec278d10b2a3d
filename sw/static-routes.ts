/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { addPlugins, type PrecacheEntry } from 'workbox-precaching';
import {
  FIRST_SCREEN_PAGE_PATHS,
  dropOtherFirstScreenPages,
  writeFirstScreenPages,
} from '@/offline/first-screen-pages';
import { readFirstScreen } from '@/offline/first-screen-store';
import { SHELL_URL } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** The Service Worker Static Routing API (Chromium 123+), not yet in TypeScript's DOM types. */
interface RouterRule {
  condition: {
    urlPattern: { pathname: string; search: string };
    requestMode: RequestMode;
    requestDestination: RequestDestination;
    runningStatus: 'running' | 'not-running';
  };
  source: 'cache';
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes(rules: RouterRule[]): Promise<void> };

const canRoute = (): boolean => {
  const installEvent = (self as { InstallEvent?: { prototype: object } }).InstallEvent;
  return installEvent !== undefined && 'addRoutes' in installEvent.prototype;
};

// A cold start, the worker not running: the browser answers from Cache Storage by itself, with
// the page of the first-screen pages (src/offline/first-screen-pages.ts). A running worker
// answers as before (./routes.ts), so does every other navigation.
const RULES: RouterRule[] = FIRST_SCREEN_PAGE_PATHS.map((pathname) => ({
  condition: {
    urlPattern: { pathname, search: '' },
    requestMode: 'navigate',
    requestDestination: 'document',
    runningStatus: 'not-running',
  },
  // Any cache: each page is kept in two (first-screen-pages.ts).
  source: 'cache',
}));

const isShell = (request: Request) => new URL(request.url).pathname === SHELL_URL;

/**
 * Serves the pages that carry the kept first screen straight from the cache on a cold start.
 * The pages are written while this version installs, from the shell it precaches: the precache's
 * install hands every entry to its plugins, one already cached to `cachedResponseWillBeUsed`, a
 * new one to `cacheDidUpdate`, and waits for them.
 */
export const registerStaticRoutes = (manifest: readonly (string | PrecacheEntry)[]): void => {
  const shell = manifest.find(
    (entry): entry is PrecacheEntry => typeof entry !== 'string' && `/${entry.url}` === SHELL_URL,
  );
  if (!shell?.revision || !canRoute()) return;
  const revision = shell.revision;
  const writePages = (response: Response) =>
    writeFirstScreenPages(revision, self.location.origin, response.clone(), (path) =>
      readFirstScreen(self.location.origin, path),
    );
  const plugin: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
      if (event?.type === 'install' && cachedResponse && isShell(request)) {
        await writePages(cachedResponse);
      }
      return cachedResponse ?? null;
    },
    cacheDidUpdate: async ({ request, newResponse, event }) => {
      if (event?.type === 'install' && isShell(request)) await writePages(newResponse);
    },
  };
  addPlugins([plugin]);

  self.addEventListener('install', (event) => {
    (event as InstallEventWithRoutes).addRoutes(RULES).catch((error: unknown) => {
      console.error('The static routes were refused', error);
    });
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(dropOtherFirstScreenPages(revision));
  });
};
