import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchPhone, newProfile, dropProfile, waitOfflineReady, withSession } from './browser.mjs';
import { login } from './server.mjs';
import { median, repeat, round } from './stats.mjs';

// The first program row's heart, in the app and in the floor page.
export const HEART_SELECTOR =
  '#root article[data-event-id] button[aria-describedby^="program-event-"], [data-floor-heart]';
// Written into the served build by the benchmark; /ws… is on the worker's denylist, so the
// worker leaves it to the network (it cannot be precached: the app's build does not know it).
export const FLOOR_FILE = 'ws-bench-floor.html';
const FLOOR_PATH = `/${FLOOR_FILE}`;

/**
 * Resolves `window.heartChanged` with ms since navigation start once the first heart the page
 * shows has changed (its data-saved attribute) after the benchmark tapped it: the program is
 * then the app's own, interactive screen, not a picture of it.
 */
const HEART_PROBE = `(() => {
  window.heartChanged = new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' && r.target.matches(${JSON.stringify(HEART_SELECTOR)}))) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-saved'] });
  });
})();`;

/**
 * The floor: bare HTML, no framework, reading the same rows from the same IndexedDB as the app
 * and writing the first screenful (sorted by start) to the DOM, each row with a heart that
 * changes when tapped.
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
      const heart = document.createElement('button');
      heart.dataset.floorHeart = '';
      heart.textContent = '♡';
      heart.onclick = () => heart.toggleAttribute('data-saved');
      item.append(heart);
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

export async function measureOnce(profile, baseUrl, path, offline) {
  const context = await launchPhone(profile, baseUrl);
  try {
    await context.setOffline(offline);
    await context.addInitScript(HEART_PROBE);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => console.log('console', m.text()));
      page.on('pageerror', (e) => console.log('pageerror', e));
    }
    await page.goto(path, { waitUntil: 'commit' });
    // A person taps the first heart as soon as it shows; the tap counts when the heart changes.
    await page.locator(HEART_SELECTOR).first().tap({ timeout: 60_000 });
    const ms = await page.evaluate(() =>
      Promise.race([
        window.heartChanged,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no heart change in 10 s')), 10_000),
        ),
      ]),
    );
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
    return { ms, controlled };
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
    await page.waitForSelector(HEART_SELECTOR, { timeout: 120_000 });
    // One more visit so the worker's runtime caches and the page's chunks are warm, as for a user.
    await page.reload();
    await page.waitForSelector(HEART_SELECTOR);
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
    const floorMs = median(floor.map((run) => run.ms));
    return {
      events,
      runs,
      appMs: round(appMs),
      floorMs: round(floorMs),
      ratio: round(appMs / floorMs, 2),
      appRuns: app.map((run) => round(run.ms)),
      floorRuns: floor.map((run) => round(run.ms)),
    };
  } finally {
    await dropProfile(profile);
  }
}
