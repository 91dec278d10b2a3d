import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchPhone, newProfile, dropProfile, waitOfflineReady, withSession } from './browser.mjs';
import { login } from './server.mjs';
import { median, repeat, round } from './stats.mjs';

const ROW_SELECTOR = 'article[aria-labelledby^="program-event-"], [data-floor-row]';
// A row the app rendered itself (not the kept screen of the last visit the worker puts in front).
const APP_ROW_SELECTOR = '#root article[aria-labelledby^="program-event-"]';
const KEPT_SCREEN_ID = 'first-screen';
// Written into the served build by the benchmark; /ws… is on the worker's denylist, so the
// worker leaves it to the network (it cannot be precached: the app's build does not know it).
export const FLOOR_FILE = 'ws-bench-floor.html';
const FLOOR_PATH = `/${FLOOR_FILE}`;

/**
 * Resolves `window.firstRowPainted` with ms since navigation start once the first program row is
 * in the DOM and a frame has been produced after it (requestAnimationFrame, then a task), and
 * `window.appRowPainted` once the app's own row shows (the kept screen gone), with whether the
 * first row came from the kept screen.
 */
const PAINT_PROBE = `(() => {
  const whenShown = (shown) => new Promise((resolve) => {
    const check = () => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  });
  window.firstRowPainted = whenShown(() => {
    const row = document.querySelector(${JSON.stringify(ROW_SELECTOR)});
    if (row) window.firstRowKept = row.closest('#${KEPT_SCREEN_ID}') !== null;
    return row !== null;
  });
  window.appRowPainted = whenShown(
    () =>
      document.querySelector(${JSON.stringify(APP_ROW_SELECTOR + ', [data-floor-row]')}) !== null &&
      document.getElementById('${KEPT_SCREEN_ID}') === null,
  );
})();`;

/**
 * The floor: bare HTML, no framework, reading the same rows from the same IndexedDB as the app
 * and writing the first screenful (sorted by start) to the DOM.
 */
export const FLOOR_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{font:16px system-ui,sans-serif;margin:0 16px}div{padding:12px 0;border-bottom:1px solid #ddd}</style>
</head><body><h1>Programm</h1><main id="list"></main><script src="/ws-bench-floor.js"></script>
</body></html>`;

/** The floor's script (the app's CSP allows only scripts from its own origin, no inline ones). */
export const FLOOR_JS = `const open = indexedDB.open('festival');
open.onsuccess = () => {
  const request = open.result.transaction('events').objectStore('events').getAll();
  request.onsuccess = () => {
    const rows = request.result.sort((a, b) => (a.dateTime < b.dateTime ? -1 : a.dateTime > b.dateTime ? 1 : 0));
    const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
    const list = document.getElementById('list');
    const fragment = document.createDocumentFragment();
    for (const row of rows.slice(0, 20)) {
      const item = document.createElement('div');
      item.dataset.floorRow = '';
      item.textContent = time.format(new Date(row.dateTime)) + ' ' + row.title + ' · ' + (row.venue ? row.venue.name : 'TBA');
      fragment.append(item);
    }
    list.append(fragment);
  };
};
`;

/** Writes the floor page into a copy of the build that the benchmark's server serves. */
export const writeFloor = async (webDir) => {
  await writeFile(join(webDir, FLOOR_FILE), FLOOR_HTML);
  await writeFile(join(webDir, FLOOR_FILE.replace(/\.html$/, '.js')), FLOOR_JS);
};

const KEPT_SCREEN_CACHE = 'festival-first-screen';

const keptScreenCount = async (cacheName) =>
  (await caches.has(cacheName)) ? (await (await caches.open(cacheName)).keys()).length : 0;

const keptScreenText = (cacheName) =>
  caches.open(cacheName).then(async (cache) => {
    const [key] = await cache.keys();
    return key ? (await cache.match(key)).text() : '';
  });

/**
 * Waits until the app has kept its screen and has not rewritten it for a few seconds: a browser
 * closed while the copy is being written can lose it (Chromium's cache replaces an entry by
 * deleting the old one first), and a person also stays a moment before closing the app.
 */
async function waitForSteadyKeptScreen(page) {
  const deadline = Date.now() + 60_000;
  let last = '';
  for (;;) {
    const text = await page.evaluate(keptScreenText, KEPT_SCREEN_CACHE);
    if (text !== '' && text === last) return;
    if (Date.now() > deadline) throw new Error('the app kept no steady first screen in 60 s');
    last = text;
    await page.waitForTimeout(4000);
  }
}

async function measureOnce(profile, baseUrl, path, offline) {
  const context = await launchPhone(profile, baseUrl);
  try {
    await context.setOffline(offline);
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => console.log('console', m.text()));
      page.on('pageerror', (e) => console.log('pageerror', e));
      page.on('close', () => console.log('page closed'));
    }
    await page.goto(path, { waitUntil: 'commit' });
    const [ms, appMs] = await page.evaluate(() =>
      Promise.race([
        Promise.all([window.firstRowPainted, window.appRowPainted]),
        new Promise((_, reject) => setTimeout(() => reject(new Error('no row in 60 s')), 60_000)),
      ]),
    );
    const kept = await page.evaluate(() => window.firstRowKept === true);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
    // Tells a kept screen the worker did not use from one that was not there (or was dropped).
    const stored = await page.evaluate(keptScreenCount, KEPT_SCREEN_CACHE);
    return { ms, appMs, kept, stored: stored > 0, controlled };
  } finally {
    await context.close();
  }
}

/**
 * Offline cold start of /events against the floor page, with the worker installed: a fresh
 * browser start on the same profile for every run.
 */
export async function coldStart(baseUrl, { runs }) {
  const profile = await newProfile();
  try {
    const session = await login(baseUrl);
    const setup = await launchPhone(profile, baseUrl);
    await withSession(setup, session);
    const page = await setup.newPage();
    await page.goto('/events');
    await waitOfflineReady(page);
    await page.waitForSelector(ROW_SELECTOR, { timeout: 120_000 });
    // One more visit so the worker's runtime caches and the page's chunks are warm, as for a user,
    // who also stays a moment: long enough for the app to keep the screen for the next start.
    await page.reload();
    await page.waitForSelector(ROW_SELECTOR);
    await waitForSteadyKeptScreen(page);
    if (process.env.BENCH_DEBUG) {
      const kept = await page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        const keys = await cache.keys();
        const texts = await Promise.all(keys.map(async (key) => (await cache.match(key)).text()));
        return keys.map((key, i) => [key.url, (texts[i].match(/program-event-/g) ?? []).length]);
      }, KEPT_SCREEN_CACHE);
      console.log('kept screens (path, rows):', JSON.stringify(kept), 'page at', page.url());
    }
    const events = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.open('festival');
          request.onsuccess = () => {
            const count = request.result.transaction('events').objectStore('events').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    await setup.close();

    const app = await repeat(runs, () => measureOnce(profile, baseUrl, '/events', true));
    if (app.some((run) => !run.controlled)) throw new Error('/events was not served by the worker');
    // The floor's HTML comes from the loopback server (the worker cannot serve it), so the
    // network stays on for it; its rows still come only from IndexedDB.
    const floor = await repeat(runs, () => measureOnce(profile, baseUrl, FLOOR_PATH, false));
    const appMs = median(app.map((run) => run.ms));
    const takeoverMs = median(app.map((run) => run.appMs));
    const floorMs = median(floor.map((run) => run.ms));
    return {
      events,
      runs,
      appMs: round(appMs),
      floorMs: round(floorMs),
      ratio: round(appMs / floorMs, 2),
      // The app's own first row (React mounted, the kept screen removed): interactive from here.
      takeoverMs: round(takeoverMs),
      takeoverRatio: round(takeoverMs / floorMs, 2),
      keptScreenRuns: app.filter((run) => run.kept).length,
      keptScreenStoredRuns: app.filter((run) => run.stored).length,
      appRuns: app.map((run) => round(run.ms)),
      takeoverRuns: app.map((run) => round(run.appMs)),
      floorRuns: floor.map((run) => round(run.ms)),
    };
  } finally {
    await dropProfile(profile);
  }
}
