import type { Page } from 'playwright-core';

/**
 * Waits until a freshly opened screen has stopped loading: the network is quiet (or 5 s passed,
 * a socket or a poll may never let it be) and no skeleton or busy region is left.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await renderedFrames(page);
}

/** Resolves once the page has laid out and painted twice: what a state change renders is shown. */
export async function renderedFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
