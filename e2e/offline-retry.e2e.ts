import type { BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchPersistent } from './support/browser';
import {
  clickHeart,
  openProgram,
  renderedEventIds,
  serverFavourites,
  sortedIds,
} from './support/offline-favourites';
import { outboxRows, pollUntil } from './support/offline-store';
import { pendingSyncTags, waitForController } from './support/offline-worker';
import { newMember, registerViaApi } from './support/users';

let context: BrowserContext;
let token: string;
let session: unknown;

beforeAll(async () => {
  const member = newMember('Rita');
  await registerViaApi(member);
  const signedIn = await loginViaApi(member.email, member.password);
  token = signedIn.accessToken;
  session = signedIn;
  context = await launchPersistent();
  await context.grantPermissions(['notifications', 'background-sync']);
});

afterAll(async () => {
  await context?.close();
});

describe('outbox while Background Sync backs off', () => {
  it('changes reach the server from the open page while every Background Sync event fails', async () => {
    await context.pages()[0]?.close();
    const page = await context.newPage();
    await storeSession(page, session);
    await openProgram(page);
    await waitForController(page);
    const [x, y] = await renderedEventIds(page);
    if (x === undefined || y === undefined) throw new Error('Need 2 rendered events');

    // First every send of x is lost like a dropped connection, until the worker's sync event
    // has failed: Chromium then fires the tag again only minutes later, and registering it anew
    // does not bring that forward. From then on only the worker's sends are lost, so x and y can
    // reach the server only through the open page, without any further trigger.
    let pageMayPass = false;
    let workerDropped = 0;
    const drop = async (route: Route) => {
      const fromWorker = route.request().serviceWorker() !== null;
      if (fromWorker) workerDropped += 1;
      if (fromWorker || !pageMayPass) await route.abort('internetdisconnected');
      else await route.continue();
    };
    await context.route('**/api/sync/batch', drop);

    await clickHeart(page, x, true);
    await pollUntil(
      async () => ({ workerDropped, tags: await pendingSyncTags(page) }),
      (state) => state.workerDropped > 0 && state.tags.includes('outbox'),
      15_000,
      'a failed Background Sync event',
    );
    pageMayPass = true;
    const queued = await outboxRows(page);
    console.log(
      `offline-retry: worker send dropped, tag 'outbox' waits for Chromium's retry; ` +
        `row of ${x}: attempts ${queued[0]?.attempts}, next in ` +
        `${(queued[0]?.nextAttemptAt ?? 0) - Date.now()} ms`,
    );
    const first = await pollUntil(
      () => serverFavourites(token),
      (ids) => ids.includes(x),
      20_000,
      'the first favourite on the server',
    );
    console.log(`offline-retry: ${x} delivered by the page ${first.ms} ms later`);

    await clickHeart(page, y, true);
    const expected = sortedIds([x, y]);
    const { ms } = await pollUntil(
      () => serverFavourites(token),
      (ids) => ids.join() === expected.join(),
      15_000,
      'both favourites on the server while online',
    );
    await pollUntil(
      () => outboxRows(page),
      (rows) => rows.length === 0,
      10_000,
      'outbox empty',
    );
    console.log(
      `offline-retry: ${y} on the server after ${ms} ms; worker sends dropped ${workerDropped}`,
    );
    await context.unroute('**/api/sync/batch', drop);
  });
});
