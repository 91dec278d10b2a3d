import { launchPhone, newProfile, dropProfile, waitOfflineReady, withSession } from './browser.mjs';
import { HEART_SELECTOR, measureOnce } from './cold-start.mjs';
import { api, FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER, login } from './server.mjs';
import { median, repeat, round } from './stats.mjs';

const ADMIN = { email: 'admin@festival.test', password: 'Festival2025!' };
const PLAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900">
<rect width="1200" height="900" fill="#e9f5e1"/><path d="M40 450H1160M600 40V860" stroke="#c9b48a" stroke-width="30"/>
</svg>`;
// The map's List tab: a tap on it changes its aria-selected once the map is the app's own screen.
const LIST_TAB = '[role="tab"][id$="-tab-list"]';
const FIRST_STAGE = '[data-testid^="map-stage-"]';

/** Resolves `window.tabChanged` (ms since navigation start) when the List tab becomes selected. */
const TAB_PROBE = `(() => {
  window.tabChanged = new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.target.matches?.(${JSON.stringify(LIST_TAB)}) && r.target.getAttribute('aria-selected') === 'true')) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
  });
})();`;

/** Staff upload a plan and place every venue on it, on a grid, through the API. */
async function placeAllVenues(baseUrl) {
  const admin = await login(baseUrl, ADMIN);
  const form = new FormData();
  form.append('file', new Blob([PLAN_SVG], { type: 'image/svg+xml' }), 'plan.svg');
  const res = await fetch(`${baseUrl}/api/site-map/plan`, {
    method: 'POST',
    headers: {
      [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
      authorization: `Bearer ${admin.accessToken}`,
    },
    body: form,
  });
  if (!res.ok) throw new Error(`site-map/plan: ${res.status} ${await res.text()}`);
  const plan = await res.json();
  const venues = await api(baseUrl, 'venue/all');
  const columns = Math.ceil(Math.sqrt(venues.length));
  const points = venues.map((venue, i) => ({
    kind: 'stage',
    venueId: venue.id,
    x: (0.5 + (i % columns)) / columns,
    y: (0.5 + Math.floor(i / columns)) / columns,
  }));
  await api(baseUrl, 'site-map/update', {
    method: 'POST',
    token: admin.accessToken,
    json: { fileId: plan.fileId, points },
  });
  return venues.length;
}

async function measureMapOnce(profile, baseUrl) {
  const context = await launchPhone(profile, baseUrl);
  try {
    await context.setOffline(true);
    await context.addInitScript(TAB_PROBE);
    const page = await context.newPage();
    await page.goto('/map', { waitUntil: 'commit' });
    // A person taps List as soon as the stages show; the tap counts when the tab changes.
    await page.locator(FIRST_STAGE).first().waitFor({ timeout: 60_000 });
    await page.locator(LIST_TAB).tap({ timeout: 60_000 });
    const ms = await page.evaluate(() =>
      Promise.race([
        window.tabChanged,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no tab change in 10 s')), 10_000),
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
 * Offline open-to-interactive of the site map (/map, every venue placed) beside the program's
 * (/events, the cold start's heart tap) on the same phone profile, runs interleaved; target: the
 * map within twice the program's figure (issue #39).
 */
export async function siteMapColdStart(baseUrl, { runs }) {
  const stages = await placeAllVenues(baseUrl);
  const profile = await newProfile();
  try {
    const setup = await launchPhone(profile, baseUrl);
    await withSession(setup, await login(baseUrl));
    const page = await setup.newPage();
    await page.goto('/events');
    await waitOfflineReady(page);
    await page.waitForSelector(HEART_SELECTOR, { timeout: 120_000 });
    await page.goto('/map');
    await page.waitForSelector(FIRST_STAGE, { timeout: 120_000 });
    await page.reload();
    await page.waitForSelector(FIRST_STAGE);
    await setup.close();

    const map = [];
    const program = [];
    await repeat(runs, async () => {
      map.push(await measureMapOnce(profile, baseUrl));
      program.push(await measureOnce(profile, baseUrl, '/events', true));
    });
    if ([...map, ...program].some((run) => !run.controlled)) {
      throw new Error('/map or /events was not served by the worker');
    }
    const mapMs = median(map.map((run) => run.ms));
    const programMs = median(program.map((run) => run.ms));
    return {
      stages,
      runs,
      mapMs: round(mapMs),
      programMs: round(programMs),
      ratio: round(mapMs / programMs, 2),
      mapRuns: map.map((run) => round(run.ms)),
      programRuns: program.map((run) => round(run.ms)),
    };
  } finally {
    await dropProfile(profile);
  }
}
