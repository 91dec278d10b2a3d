import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};
export const SESSION_STORAGE_KEY = 'festival.session';

/** A new on-disk profile directory; the worker and IndexedDB persist in it across launches. */
export const newProfile = () => mkdtemp(join(tmpdir(), 'festival-bench-profile-'));
export const dropProfile = (profile) => rm(profile, { recursive: true, force: true });

/** Launches a phone-sized Chromium on `profile` (a cold browser start every time). */
export async function launchPhone(profile, baseUrl, options = {}) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: baseUrl,
    ...PHONE,
    ...options,
  });
  context.setDefaultTimeout(60_000);
  await context.grantPermissions(['background-sync'], { origin: baseUrl });
  return context;
}

/** Stores the session in local storage before the app's first script runs. */
export async function withSession(context, session) {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
}

/** Waits until the service worker controls the page and the program sits in IndexedDB. */
export async function waitOfflineReady(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
  await page.waitForFunction(
    async () => {
      const database = await new Promise((resolve) => {
        const request = indexedDB.open('festival');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      if (!database || !database.objectStoreNames.contains('syncMeta')) return false;
      const meta = await new Promise((resolve) => {
        const request = database.transaction('syncMeta').objectStore('syncMeta').get('events');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      database.close();
      return meta?.lastUpdated != null;
    },
    null,
    { timeout: 180_000, polling: 500 },
  );
}
