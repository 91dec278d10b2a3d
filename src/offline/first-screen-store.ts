import type { FirstScreen } from './first-screen-html';
import { forgetAllFirstScreenPages, writeFirstScreenPage } from './first-screen-pages';

/**
 * The last first screen the app painted on a path, kept so that the worker can put it into the
 * page before any script has run (docs/decisions.md, "First screen from the last visit").
 * Written by the page (src/app/first-screen), read by the worker (sw/first-screen.ts); the page
 * also writes the whole page the browser serves while the worker is not running
 * (./first-screen-pages.ts).
 */

export const FIRST_SCREEN_CACHE = 'festival-first-screen';

export type { FirstScreen };

/** The cache key of a path's screen: a URL the network never sees. */
const keyOf = (origin: string, path: string) => `${origin}/__first-screen${path}`;

const cacheStorage = (): CacheStorage | undefined =>
  typeof caches === 'undefined' ? undefined : caches;

const isPairList = (value: unknown): value is [string, string][] =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  );

const asFirstScreen = (value: unknown): FirstScreen | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { html, htmlAttributes } = record;
  if (typeof html !== 'string') return undefined;
  if (!isPairList(htmlAttributes)) return undefined;
  return { html, htmlAttributes };
};

const sameScreen = (a: FirstScreen, b: FirstScreen) =>
  a.html === b.html && JSON.stringify(a.htmlAttributes) === JSON.stringify(b.htmlAttributes);

/**
 * Keeps `screen` unless the same one is kept already. Chromium replaces a cache entry by deleting
 * the old one before writing the new: an app closed during the write starts without any screen
 * next time, so a start that painted the same screen again writes nothing.
 */
export const storeFirstScreen = async (
  origin: string,
  path: string,
  screen: FirstScreen,
): Promise<void> => {
  const kept = await readFirstScreen(origin, path);
  if (kept && sameScreen(kept, screen)) return;
  const cache = await cacheStorage()?.open(FIRST_SCREEN_CACHE);
  await cache?.put(
    keyOf(origin, path),
    new Response(JSON.stringify(screen), { headers: { 'Content-Type': 'application/json' } }),
  );
  await writeFirstScreenPage(origin, path, screen);
};

export const readFirstScreen = async (
  origin: string,
  path: string,
): Promise<FirstScreen | undefined> => {
  // One lookup, run at every offline start: with a cacheName, match neither creates the cache
  // nor needs it opened first (each call is a round trip to the browser's storage).
  const response = await cacheStorage()?.match(keyOf(origin, path), {
    cacheName: FIRST_SCREEN_CACHE,
  });
  if (!response) return undefined;
  try {
    return asFirstScreen(await response.json());
  } catch {
    return undefined;
  }
};

// The pages go first when forgetting: once the screen itself is gone, no page shows it either.
export const forgetFirstScreen = async (origin: string, path: string): Promise<void> => {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(FIRST_SCREEN_CACHE))) return;
  await writeFirstScreenPage(origin, path, undefined);
  await (await storage.open(FIRST_SCREEN_CACHE)).delete(keyOf(origin, path));
};

/** On logout: the next person on this phone must not see the last one's screens. */
export const forgetAllFirstScreens = async (origin: string): Promise<void> => {
  await forgetAllFirstScreenPages(origin);
  await cacheStorage()?.delete(FIRST_SCREEN_CACHE);
};
