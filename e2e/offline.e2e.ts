import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import {
  APP_ROW,
  clickHeart,
  heartSaved,
  openProgram,
  renderedEventIds,
  serverFavourites,
  sortedIds,
} from './support/offline-favourites';
import { outboxRows, pollUntil, storedFavouriteIds, syncMetaOf } from './support/offline-store';
import { controlWorkers, pendingSyncTags, waitForController } from './support/offline-worker';
import { expectLandedAfterLogin, login, visible } from './support/screens';

const DEMO_USER = 'user@festival.test';
const DEMO_PASSWORD = 'Festival2025!';
// locales/de/pwa.json: lastUpdated.offline, sync.offline and sync.pending.
const LAST_UPDATED = /^Offline – zuletzt aktualisiert /;
// A page opened after the network was cut may still count as online (navigator.onLine) while its
// requests fail: it then says the server is out of reach; either way the data may be stale.
const STALE = /^(Offline|Server nicht erreichbar) – zuletzt aktualisiert /;
const indicator = (page: Page) => page.getByTestId('sync-indicator');

let context: BrowserContext;
let page: Page;
let session: SessionUser;
let token: string;

/** Waits until the page's Dexie copy of the favourites equals the server's. */
async function favouritesSynced(expected: number[]): Promise<void> {
  await pollUntil(
    async () => ({
      meta: await syncMetaOf(page, 'favourites'),
      ids: await storedFavouriteIds(page),
    }),
    ({ meta, ids }) => meta?.lastUpdated != null && ids.join() === expected.join(),
    20_000,
    'favourites in IndexedDB',
  );
}

beforeAll(async () => {
  context = await launchPersistent();
  await context.grantPermissions(['notifications', 'background-sync'], { origin: baseUrl() });
  session = await loginViaApi(DEMO_USER, DEMO_PASSWORD);
  token = session.accessToken;
});

afterAll(async () => {
  await context?.close();
});

describe('offline core with Background Sync', () => {
  it('program and timetable work offline; offline favourites reach the server by Background Sync', async () => {
    // Opened here, not in beforeAll, so a failure leaves its screenshot and console behind.
    page = await context.newPage();
    await login(page, DEMO_USER, DEMO_PASSWORD);
    await expectLandedAfterLogin(page);
    const worker = await waitForController(page);
    // index.html links the manifest; the browser must see it for installing to the home screen.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Festival' });
    await cdp.detach();
    await openProgram(page);
    const { ms: programMs } = await pollUntil(
      () => syncMetaOf(page, 'events'),
      (meta) => meta?.lastUpdated != null,
      30_000,
      'program in IndexedDB',
    );
    const baseline = await serverFavourites(token);
    await favouritesSynced(baseline);
    const candidates = (await renderedEventIds(page)).filter((id) => !baseline.includes(id));
    const [a, b, c] = candidates;
    if (a === undefined || b === undefined || c === undefined) {
      throw new Error(`Need 3 rendered events that are no favourites, got ${candidates.join()}`);
    }
    console.log(
      `offline: worker ${worker}, program stored after ${programMs} ms, baseline favourites ` +
        `[${baseline.join()}], add ${a} and ${b} offline, remove ${c} (added online first)`,
    );

    await clickHeart(page, c, true);
    await pollUntil(
      () => serverFavourites(token),
      (ids) => ids.includes(c),
      20_000,
      'online add',
    );
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      20_000,
      'outbox drained',
    );

    await context.setOffline(true);
    await page.reload();
    await visible(page.getByRole('status').filter({ hasText: LAST_UPDATED }));
    await visible(indicator(page).getByText('Offline', { exact: true }));
    const offlineIds = await renderedEventIds(page);
    expect(offlineIds).toEqual(expect.arrayContaining([a, b, c]));
    expect(await heartSaved(page, c)).toBe(true);
    console.log(`offline: /events rendered ${offlineIds.length} events from IndexedDB`);
    await screenshot(page, 'offline-events');

    await page.goto('/favourites');
    await visible(page.getByTestId(`timetable-entry-${c}`), 30_000);
    const entries = await page.locator('[data-testid^="timetable-entry-"]').count();
    console.log(`offline: /favourites shows ${entries} entries from IndexedDB`);
    await screenshot(page, 'offline-favourites', true);
    await visible(page.getByRole('status').filter({ hasText: LAST_UPDATED }));

    await openProgram(page);
    await clickHeart(page, a, true);
    await clickHeart(page, b, true);
    await clickHeart(page, c, false);
    await visible(indicator(page).getByText('Offline · 3 Änderungen warten'));
    const queued = await outboxRows(page);
    expect(queued.map((row) => `${row.kind} ${row.target}`).sort()).toEqual(
      [`favourite.add ${a}`, `favourite.add ${b}`, `favourite.remove ${c}`].sort(),
    );
    expect(await pendingSyncTags(page)).toContain('outbox');
    expect(await serverFavourites(token)).not.toContain(a);
    await screenshot(page, 'offline-events-changes-waiting');

    const expected = sortedIds(new Set([...baseline, a, b].filter((id) => id !== c)));
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await context.setOffline(false);
    const { ms } = await pollUntil(
      () => serverFavourites(token),
      (ids) => ids.join() === expected.join(),
      20_000,
      'server favourites after going online',
    );
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      10_000,
      'outbox empty',
    );
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    // The tag leaves the list only once the worker's sync handler settles, which can trail the
    // outbox emptying by a moment.
    await pollUntil(
      () => pendingSyncTags(page),
      (tags) => tags.length === 0,
      10_000,
      'background sync settled',
    );
    await favouritesSynced(expected);
    await pollUntil(
      () => indicator(page).textContent(),
      (text) => text === '',
      10_000,
      'indicator',
    );
    console.log(`offline: server favourites exact ${ms} ms after going online, no reload`);
  });

  it('Background Sync delivers offline changes while no tab of the app is open', async () => {
    // Its own tab and no other: an open tab would replay the outbox itself.
    for (const open of context.pages()) await open.close();
    page = await context.newPage();
    await storeSession(page, session);
    await openProgram(page);
    await waitForController(page);
    const before = await serverFavourites(token);
    await favouritesSynced(before);
    const ids = await renderedEventIds(page);
    const add = ids.find((id) => !before.includes(id));
    const remove = ids.find((id) => before.includes(id));
    if (add === undefined || remove === undefined) {
      throw new Error(`Need a saved and an unsaved rendered event, favourites [${before.join()}]`);
    }
    await context.setOffline(true);
    await clickHeart(page, add, true);
    await clickHeart(page, remove, false);
    expect(await pendingSyncTags(page)).toContain('outbox');
    await page.close();

    const expected = sortedIds(new Set([...before, add].filter((id) => id !== remove)));
    await context.setOffline(false);
    const { ms } = await pollUntil(
      () => serverFavourites(token),
      (server) => server.join() === expected.join(),
      20_000,
      'server favourites with the tab closed',
    );
    console.log(`offline: tab closed, worker delivered +${add} -${remove} in ${ms} ms`);
    page = await context.newPage();
    await page.goto('/favourites');
    expect(await outboxRows(page)).toEqual([]);
  });

  it('an offline cold start (new tab, worker stopped) shows the stored program, and a heart tap there counts', async () => {
    const online = await context.newPage();
    await storeSession(online, session);
    await openProgram(online);
    await waitForController(online);
    for (const dataset of ['events', 'favourites']) {
      await pollUntil(
        () => syncMetaOf(online, dataset),
        (meta) => meta?.lastUpdated != null,
        30_000,
        `${dataset} in IndexedDB`,
      );
    }
    await online.close();

    // Offline before the worker stops (offline-worker.ts); the navigation starts it again and
    // gets the precached shell, which reads the program from IndexedDB.
    await context.setOffline(true);
    const cold = await context.newPage();
    const workers = await controlWorkers(context, cold);
    await workers.stopWorkers();
    await cold.goto('/events');
    await visible(cold.locator(APP_ROW), 30_000);
    await visible(cold.getByRole('status').filter({ hasText: STALE }));
    await workers.detach();

    const before = await serverFavourites(token);
    const shown = await renderedEventIds(cold);
    const saved = await Promise.all(shown.map((eventId) => heartSaved(cold, eventId)));
    const added = shown.find((eventId, i) => !saved[i] && !before.includes(eventId));
    if (added === undefined)
      throw new Error(`No unsaved rendered event, server [${before.join()}]`);
    await clickHeart(cold, added, true);
    expect((await outboxRows(cold)).map((row) => `${row.kind} ${row.target}`)).toContain(
      `favourite.add ${added}`,
    );
    await context.setOffline(false);
    await pollUntil(
      () => serverFavourites(token),
      (ids) => ids.includes(added),
      20_000,
      'cold-start favourite on the server',
    );
    // Back as it was, for the other tests.
    await clickHeart(cold, added, false);
    await pollUntil(
      () => serverFavourites(token),
      (ids) => !ids.includes(added),
      20_000,
      'cold-start favourite removed',
    );
    await cold.close();
  });
});
