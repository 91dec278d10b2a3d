import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { baseUrl } from './context';
import { watchPage } from './page-log';
import { CHROMIUM_PATH, SCREENSHOT_DIR } from './paths';

/** Without the background-networking flags Chromium keeps dialling Google on this closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone-sized German context in the festival's time zone. */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};

/** Chromium's built-in test camera, allowed without a permission prompt (webcam flows). */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** `extraArgs` adds launch flags to the defaults, e.g. FAKE_CAMERA_ARGS. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/**
 * A browser with a real on-disk profile: Background Sync and installability need one (an
 * incognito context refuses `registration.sync.register`). The profile is deleted on close.
 */
export async function launchPersistent(
  options: BrowserContextOptions = MOBILE,
): Promise<BrowserContext> {
  const profile = await mkdtemp(join(tmpdir(), 'festival-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: baseUrl(),
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.once('close', () => {
    void rm(profile, { recursive: true, force: true, maxRetries: 3 });
  });
  return context;
}

/** A fresh isolated context with the phone settings; relative `page.goto('/x')` hits the server. */
export async function newMobilePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl(), ...options });
  context.setDefaultTimeout(15_000);
  context.on('page', watchPage);
  return context.newPage();
}

/** A phone page and its context, for tests that follow popups or close the context themselves. */
export async function newMobileContext(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newMobilePage(browser);
  return { context: page.context(), page };
}

/**
 * Saves what the phone screen shows to e2e/screenshots/<name>.png (git-ignored) and returns the
 * path; `fullPage` captures the whole scroll height (fixed bars then sit mid-page).
 */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
