import type { Page } from 'playwright-core';

/** The paths the app keeps a first screen for (src/offline/first-screen-store.ts). */
export const keptPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    if (!(await caches.has('festival-first-screen'))) return [];
    const keys = await (await caches.open('festival-first-screen')).keys();
    return keys.map((request) => new URL(request.url).pathname.replace('/__first-screen', ''));
  });

/** Records in the page whether the worker's kept copy showed an element matching `selector`. */
export const recordKeptCopy = (page: Page, selector: string) =>
  page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(`#first-screen ${wanted}`)) {
        (window as { keptCopyShown?: boolean }).keptCopyShown = true;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);

export const keptCopyShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { keptCopyShown?: boolean }).keptCopyShown === true);

/** How the browser got the page: 'cache' when the worker's static route served it unstarted. */
export const pageSource = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          workerFinalSourceType?: string;
        }
      ).workerFinalSourceType ?? '',
  );

/** The caches holding the pages the static routes serve (src/offline/first-screen-pages.ts). */
export const firstScreenPagesCaches = (page: Page): Promise<string[]> =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('festival-first-screen-pages-')),
  );
