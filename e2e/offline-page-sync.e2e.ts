import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import {
  clickHeart,
  openProgram,
  renderedEventIds,
  serverFavourites,
} from './support/offline-favourites';
import { outboxRows, pollUntil, storedFavouriteIds } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import { visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

/**
 * Safari and Firefox have no Background Sync: `registration.sync` does not exist there. The
 * init script removes it, and can swallow 'online' events so only visibilitychange is left.
 */
function withoutBackgroundSync(): void {
  Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  Reflect.deleteProperty(window, 'SyncManager');
  addEventListener(
    'online',
    (event) => {
      if (!('e2eSwallowOnline' in window)) return;
      event.stopImmediatePropagation();
      // Tells the test that the event came and the app did not see it.
      Object.assign(window, { e2eOnlineSwallowed: true });
    },
    true,
  );
}

let context: BrowserContext;
let page: Page;
let token: string;
let events: number[] = [];

const server = () => serverFavourites(token);
const same = (expected: number[]) => (ids: number[]) => ids.join() === expected.join();

/**
 * The only tab of the app, on the program, with the member's favourites set to exactly `ids` on
 * the server and in its IndexedDB. Any other tab would replay the shared outbox on 'online'.
 */
async function programWith(ids: number[]): Promise<Page> {
  for (const open of context.pages()) await open.close();
  for (const id of await server()) {
    if (!ids.includes(id)) await apiFetch(`event/favourites/remove/${id}`, { token });
  }
  for (const id of ids) await apiFetch(`event/favourites/add/${id}`, { token });
  const wanted = [...ids].sort((x, y) => x - y);
  expect(await server()).toEqual(wanted);
  const tab = await context.newPage();
  await openProgram(tab);
  await pollUntil(() => storedFavouriteIds(tab), same(wanted), 20_000, 'favourites in IndexedDB');
  return tab;
}

beforeAll(async () => {
  const member = newMember('Paula');
  await registerViaApi(member);
  const session = await loginViaApi(member.email, member.password);
  token = session.accessToken;
  context = await launchPersistent();
  // Granted, so only the missing API (not a refused permission) keeps the worker out of it.
  await context.grantPermissions(['notifications', 'background-sync']);
  await context.addInitScript(withoutBackgroundSync);
  await context.pages()[0]?.close();
  page = await context.newPage();
  await storeSession(page, session);
  await openProgram(page);
  await waitForController(page);
  events = (await renderedEventIds(page)).slice(0, 3);
  await page.close();
});

afterAll(async () => {
  await context?.close();
});

describe('offline core without Background Sync (page-side replay)', () => {
  it("replays offline favourites on the page's 'online' event, without a reload", async () => {
    const [a, b, c] = events;
    if (a === undefined || b === undefined || c === undefined) throw new Error('Need 3 events');
    page = await programWith([]);
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);

    await clickHeart(page, c, true);
    const online = await pollUntil(server, same([c]), 20_000, 'online add by the page');
    console.log(`page-sync: online add of ${c} on the server after ${online.ms} ms`);

    await context.setOffline(true);
    await clickHeart(page, a, true);
    await clickHeart(page, b, true);
    await clickHeart(page, c, false);
    await visible(page.getByTestId('sync-indicator').getByText('Offline · 3 Änderungen warten'));
    expect(await outboxRows(page)).toHaveLength(3);
    await screenshot(page, 'offline-page-sync-waiting');

    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await context.setOffline(false);
    const expected = [a, b].sort((x, y) => x - y);
    const { ms } = await pollUntil(server, same(expected), 20_000, "server after 'online'");
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      10_000,
      'outbox empty',
    );
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    expect(await storedFavouriteIds(page)).toEqual(expected);
    console.log(`page-sync: 'online' replayed 3 changes, server exact after ${ms} ms`);
  });

  it('replays on visibilitychange when the online event was missed', async () => {
    const [a, b, c] = events;
    if (a === undefined || b === undefined || c === undefined) throw new Error('Need 3 events');
    page = await programWith([a, b]);
    await page.evaluate(() => Object.assign(window, { e2eSwallowOnline: true }));
    await context.setOffline(true);
    await clickHeart(page, c, true);
    await clickHeart(page, a, false);
    await context.setOffline(false);

    // Nothing but a page trigger can send the queue. The 'online' event has come (and was kept
    // from the app); a replay it had started would hold the outbox lock, so getting the lock
    // afterwards means none ran.
    await page.waitForFunction(() => navigator.onLine && 'e2eOnlineSwallowed' in window);
    await page.evaluate(() => navigator.locks.request('festival-outbox', () => undefined));
    expect(await outboxRows(page)).toHaveLength(2);
    expect(await server()).toEqual([a, b].sort((x, y) => x - y));

    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    const expected = [b, c].sort((x, y) => x - y);
    const { ms } = await pollUntil(server, same(expected), 20_000, 'server after visibilitychange');
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      10_000,
      'outbox empty',
    );
    console.log(`page-sync: visibilitychange replayed 2 changes, server exact after ${ms} ms`);
  });
});
