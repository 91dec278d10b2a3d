import { dropProfile, launchPhone, newProfile, withSession } from './browser.mjs';
import { startFixtureServer } from './fixture-server.mjs';
import { api } from './server.mjs';
import { median, percentile, round } from './stats.mjs';

export const TARGET_GATE_VERDICT_P95_MS = 50;
export const TARGET_GATE_CONVERGE_MS = 10_000;

const GATE_TICKETS = async () => {
  const database = await new Promise((resolve) => {
    const request = indexedDB.open('festival');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  if (!database?.objectStoreNames.contains('gateTickets')) return 0;
  const count = await new Promise((resolve) => {
    const request = database.transaction('gateTickets').objectStore('gateTickets').count();
    request.onsuccess = () => resolve(request.result);
  });
  database.close();
  return count;
};

/**
 * Times each verdict inside the page, from the manual-entry form's submit (the code is read: what
 * a hand scanner or the camera hands over) to the frame after the verdict panel shows that scan.
 */
const WATCH_VERDICTS = () => {
  window.gateVerdictTimes = [];
  let started = 0;
  let shown = null;
  document.addEventListener('submit', () => (started = performance.now()), true);
  new MutationObserver(() => {
    const id = document.querySelector('[data-testid="gate-verdict"]')?.getAttribute('data-scan-id');
    if (!id || id === shown || !started) return;
    shown = id;
    const from = started;
    started = 0;
    requestAnimationFrame(() => window.gateVerdictTimes.push(performance.now() - from));
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
};

/** A gate phone at /gate, named, with the whole list stored: answers how long the list took. */
async function openGatePhone(server, name) {
  const profile = await newProfile();
  const context = await launchPhone(profile, server.baseUrl);
  const session = await api(server.baseUrl, 'auth/me', { token: server.data.token });
  await withSession(context, session);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/gate');
  await page.getByRole('textbox', { name: 'Name des Einlasses' }).fill(name);
  await page.getByRole('button', { name: 'Speichern' }).click();
  for (;;) {
    if ((await page.evaluate(GATE_TICKETS)) >= server.tickets) break;
    if (Date.now() - started > 300_000) throw new Error('the gate list did not arrive in 300 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const listMs = Date.now() - started;
  // Offline the page must come from the service worker.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
  const close = async () => {
    await context.close();
    await dropProfile(profile);
  };
  return { context, page, listMs, close };
}

/** Types each text into the manual field and presses Enter, waiting for its verdict each time. */
async function scanAll(page, texts) {
  const field = page.getByRole('textbox', { name: 'Einlasscode' });
  for (const text of texts) {
    const before = await page.evaluate(
      () =>
        document.querySelector('[data-testid="gate-verdict"]')?.getAttribute('data-scan-id') ??
        null,
    );
    await field.fill(text);
    await field.press('Enter');
    await page.waitForFunction(
      (previous) =>
        (document.querySelector('[data-testid="gate-verdict"]')?.getAttribute('data-scan-id') ??
          null) !== previous,
      before,
    );
  }
}

const queuedOf = (page) => page.getByTestId('gate-queued').innerText();

/**
 * The gate with `tickets` known tickets, offline: p95 of the verdict after a code is read (fresh
 * tickets and repeats), and four phones that admitted tickets offline coming back online at
 * once: the time until the server holds every check-in.
 */
export async function gateBench({
  logDir,
  distDir,
  tickets = 50_000,
  scans = 200,
  perPhone = 250,
}) {
  const server = await startFixtureServer({
    fixture: 'gate',
    options: { tickets },
    env: { WEB_DIST_DIR: distDir },
    logDir,
  });
  server.tickets = tickets;
  try {
    const fresh = await server.call('credentials', { from: 0, count: scans });
    const phone = await openGatePhone(server, 'Bench');
    const listLoadMs = [phone.listMs];
    let verdicts;
    try {
      await phone.page.evaluate(WATCH_VERDICTS);
      await phone.context.setOffline(true);
      await scanAll(phone.page, [...fresh, ...fresh.slice(0, scans / 10)]);
      verdicts = await phone.page.evaluate(() => window.gateVerdictTimes);
      await phone.context.setOffline(false);
    } finally {
      await phone.close();
    }

    const phones = await Promise.all([1, 2, 3, 4].map((n) => openGatePhone(server, `Bench ${n}`)));
    listLoadMs.push(...phones.map((p) => p.listMs));
    let convergeMs;
    try {
      const batches = await Promise.all(
        phones.map((_, i) =>
          server.call('credentials', { from: scans + i * perPhone, count: perPhone }),
        ),
      );
      await Promise.all(phones.map((p) => p.context.setOffline(true)));
      await Promise.all(phones.map((p, i) => scanAll(p.page, batches[i])));
      const started = Date.now();
      await Promise.all(phones.map((p) => p.context.setOffline(false)));
      // Converged: the server holds every check-in and no phone has a scan left to send.
      for (;;) {
        const counts = await server.call('checkins');
        const held = [1, 2, 3, 4].reduce((sum, n) => sum + (counts[`Bench ${n}`] ?? 0), 0);
        const queued = await Promise.all(phones.map((p) => queuedOf(p.page)));
        if (held === 4 * perPhone && queued.every((n) => n === '0')) break;
        if (Date.now() - started > 120_000) {
          throw new Error(`after 120 s: ${held} check-ins, phones still queue ${queued}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      convergeMs = Date.now() - started;
    } finally {
      await Promise.all(phones.map((p) => p.close()));
    }
    return {
      tickets,
      scans: verdicts.length,
      verdictP95Ms: round(percentile(verdicts, 95)),
      verdictMedianMs: round(median(verdicts)),
      /** A phone's first sync of the whole list: alone, then four at once. */
      listLoadMs,
      phones: 4,
      checkins: 4 * perPhone,
      convergeMs,
    };
  } finally {
    await server.stop();
  }
}
