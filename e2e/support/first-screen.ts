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
