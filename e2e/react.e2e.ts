import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMobilePage } from './support/browser';
import { loginButton, visible } from './support/screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('renderer', () => {
  it('the production build renders with React (react-dom marks its root container)', async () => {
    const page = await newMobilePage(browser);
    await page.goto('/login');
    await visible(loginButton(page));
    const markers = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).filter((key) =>
        key.startsWith('__reactContainer$'),
      ),
    );
    expect(markers).toHaveLength(1);
  });
});
