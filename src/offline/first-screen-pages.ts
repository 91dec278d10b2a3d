import { shellWithFirstScreen, type FirstScreen } from './first-screen-html';

/**
 * Whole pages, the shell with the screen kept on their path, that the browser serves from Cache
 * Storage itself while the worker is not running (the worker's static routes,
 * sw/static-routes.ts): a cold start then waits neither for the worker to start nor for its script
 * to run.
 *
 * The browser goes to the network when it finds no such page, which offline is an error page. So
 * every path below always has one (the plain shell when no screen is kept), and each version of
 * the shell keeps its pages twice, in two caches written one after the other: Chromium replaces
 * an entry by deleting it first, and an app closed during a write would otherwise start offline
 * without a page. The routes look in every cache, so the other copy answers.
 */
export const FIRST_SCREEN_PAGES_PREFIX = 'festival-first-screen-pages-';

/** The paths the static routes serve (without a query: a screen is kept per path and query). */
export const FIRST_SCREEN_PAGE_PATHS: readonly string[] = ['/events', '/u/events', '/tickets'];

/** Where each cache keeps its own copy of its version's shell, to write pages from. */
const SHELL_KEY = '/__first-screen-shell';

/** The two caches of one version of the shell, in the order they are written. */
export const firstScreenPagesCaches = (shellRevision: string): [string, string] => [
  `${FIRST_SCREEN_PAGES_PREFIX}${shellRevision}-1`,
  `${FIRST_SCREEN_PAGES_PREFIX}${shellRevision}-2`,
];

const isPagesCache = (name: string) => name.startsWith(FIRST_SCREEN_PAGES_PREFIX);

/**
 * The stored body is decoded and rewritten, so the original length and encoding no longer hold;
 * and a `Vary` header would make the browser's lookup, with the navigation's own request headers,
 * miss the page.
 */
const storedHeaders = (shell: Response): Headers => {
  const headers = new Headers(shell.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'Vary']) headers.delete(name);
  return headers;
};

const page = (html: string, headers: Headers, screen: FirstScreen | undefined): Response =>
  new Response(screen ? shellWithFirstScreen(html, screen) : html, { status: 200, headers });

/**
 * Writes a version's pages (worker install), one cache after the other: for every path the
 * shell with the screen `screenOf` finds kept there, and the shell itself.
 */
export const writeFirstScreenPages = async (
  shellRevision: string,
  origin: string,
  shell: Response,
  screenOf: (path: string) => Promise<FirstScreen | undefined>,
): Promise<void> => {
  const html = await shell.text();
  const headers = storedHeaders(shell);
  const screens = await Promise.all(FIRST_SCREEN_PAGE_PATHS.map(screenOf));
  for (const name of firstScreenPagesCaches(shellRevision)) {
    const cache = await caches.open(name);
    await Promise.all(
      FIRST_SCREEN_PAGE_PATHS.map((path, i) =>
        cache.put(`${origin}${path}`, page(html, headers, screens[i])),
      ),
    );
    // The shell last: a page keeping a screen meanwhile finds no shell here and leaves the cache
    // to the install (whose copy is then at worst the screen kept a moment before).
    await cache.put(`${origin}${SHELL_KEY}`, page(html, headers, undefined));
  }
};

/** The page on `path` with `screen` (none: the plain shell), in each cache in turn. */
export const writeFirstScreenPage = async (
  origin: string,
  path: string,
  screen: FirstScreen | undefined,
): Promise<void> => {
  if (typeof caches === 'undefined' || !FIRST_SCREEN_PAGE_PATHS.includes(path)) return;
  // Sorted, so a version's first cache is written before its second; never both at once.
  const names = (await caches.keys()).filter(isPagesCache).sort();
  for (const name of names) {
    const cache = await caches.open(name);
    const shell = await cache.match(`${origin}${SHELL_KEY}`);
    if (!shell) continue;
    await cache.put(`${origin}${path}`, page(await shell.text(), storedHeaders(shell), screen));
  }
};

/** Every page back to the plain shell (a logout: the next person must not see these screens). */
export const forgetAllFirstScreenPages = async (origin: string): Promise<void> => {
  for (const path of FIRST_SCREEN_PAGE_PATHS) await writeFirstScreenPage(origin, path, undefined);
};

/** Drops the pages of other versions of the shell (worker activation). */
export const dropOtherFirstScreenPages = async (shellRevision: string): Promise<void> => {
  const own = new Set(firstScreenPagesCaches(shellRevision));
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => isPagesCache(name) && !own.has(name)).map((name) => caches.delete(name)),
  );
};
