import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/language';
import {
  A11Y_SCREENS,
  ACCOUNTS,
  readIds,
  type A11yIds,
  type A11yRole,
} from './support/a11y-screens';
import { loginViaApi, storeSession } from './support/api';
import { axeFindings } from './support/axe';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { settle } from './support/settle';

/** Each language on a phone and a desktop; the schemes alternate so both meet both widths. */
const VARIANTS = [
  { language: 'de', width: 390, scheme: 'light' },
  { language: 'de', width: 1280, scheme: 'dark' },
  { language: 'en', width: 390, scheme: 'dark' },
  { language: 'en', width: 1280, scheme: 'light' },
] as const;

let browser: Browser;
let ids: A11yIds;
beforeAll(async () => {
  browser = await launchBrowser();
  ids = await readIds();
  console.log(
    `axe covers ${A11Y_SCREENS.length} screens × ${VARIANTS.length} variants:\n  ` +
      A11Y_SCREENS.map((screen) => `${screen.role.padEnd(6)} ${screen.name}`).join('\n  '),
  );
});
afterAll(async () => {
  await browser.close();
});

describe.each(VARIANTS)('axe: $language, $width px, $scheme', ({ language, width, scheme }) => {
  const pages = new Map<A11yRole, Promise<Page>>();
  const pageFor = (role: A11yRole): Promise<Page> => {
    const existing = pages.get(role);
    if (existing) return existing;
    const created = (async () => {
      const phone = width < 600;
      const page = await newMobilePage(browser, {
        viewport: { width, height: phone ? 844 : 900 },
        isMobile: phone,
        hasTouch: phone,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        LANGUAGE_STORAGE_KEY,
        language,
      ] as const);
      if (role !== 'guest') {
        const account = ACCOUNTS[role];
        await storeSession(page, await loginViaApi(account.email, account.password));
      }
      return page;
    })();
    pages.set(role, created);
    return created;
  };
  afterAll(async () => {
    for (const page of pages.values()) await (await page).context().close();
  });

  it.each(A11Y_SCREENS)('$role: $name has no serious or critical violations', async (screen) => {
    const page = await pageFor(screen.role);
    const path = screen.path(ids);
    await page.goto(path);
    await settle(page);
    if (screen.setup) {
      await screen.setup(page);
      await settle(page);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await screenshot(
      page,
      `a11y-${screen.role}-${screen.name.replace(/\W+/g, '-')}-${language}-${width}-${scheme}`,
    );
    const findings = await axeFindings(page);
    expect(findings, `${path} (${language}, ${width} px, ${scheme})`).toEqual([]);
  });
});
