import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** CSP violations the page saw, recorded by `watchViolations`. */
    e2eViolations?: string[];
  }
}

const TRUSTED_TYPES_MESSAGE = /trusted ?type|TrustedHTML|TrustedScript|require-trusted-types/i;

/**
 * Records every CSP violation (`securitypolicyviolation`, which Trusted Types failures raise)
 * and every console error about Trusted Types, from the page's first script on, including the
 * browser's own reports from the page's workers (DevTools' log, which Lighthouse reads too).
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' && TRUSTED_TYPES_MESSAGE.test(entry.text)) {
      consoleErrors.push(`${entry.source}: ${entry.text} (${entry.url ?? ''})`);
    }
  });
  await devtools.send('Log.enable');
  page.on('console', (message) => {
    if (message.type() === 'error' && TRUSTED_TYPES_MESSAGE.test(message.text())) {
      consoleErrors.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (TRUSTED_TYPES_MESSAGE.test(error.message)) consoleErrors.push(`page: ${error.message}`);
  });
  await page.addInitScript(() => {
    window.e2eViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.e2eViolations?.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`);
    });
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => window.e2eViolations ?? []))];
}
