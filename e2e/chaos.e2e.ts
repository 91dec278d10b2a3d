import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { openJournal, settleBudget, within } from './support/offline-chaos';
import {
  clickHeart,
  heartSaved,
  openProgram,
  renderedEventIds,
  serverFavourites,
  sortedIds,
} from './support/offline-favourites';
import { seededRandom } from './support/offline-random';
import { outboxRows, pollUntil, storedFavouriteIds } from './support/offline-store';
import {
  controlWorkers,
  heldLocks,
  pendingSyncTags,
  waitForController,
} from './support/offline-worker';
import { visible } from './support/screens';
import { newMember, registerViaApi } from './support/users';

const SEED = Number(process.env.CHAOS_SEED ?? 20_261_121);
const CYCLES = Number(process.env.CHAOS_CYCLES ?? 200);
const HARD_STOP_MS = 6 * 60_000;
const EVENT_COUNT = 8;

const ACTIONS = { toggle: 55, network: 15, reload: 10, restartWorker: 10, pause: 10 } as const;
type Action = keyof typeof ACTIONS;

let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  const member = newMember('Chaos');
  await registerViaApi(member);
  const session = await loginViaApi(member.email, member.password);
  token = session.accessToken;
  context = await launchPersistent();
  await context.grantPermissions(['notifications', 'background-sync']);
  await context.pages()[0]?.close();
  const first = await context.newPage();
  await storeSession(first, session);
  await first.goto('/events');
  await waitForController(first);
  await first.close();
});

afterAll(async () => {
  await context?.close();
});

describe('chaos', () => {
  it(
    `random favourites, network loss, reloads and worker restarts end in the last intent (seed ${SEED})`,
    async () => {
      page = await context.newPage();
      await openProgram(page);
      const events = (await renderedEventIds(page)).slice(0, EVENT_COUNT);
      expect(events).toHaveLength(EVENT_COUNT);
      const workers = await controlWorkers(context, page);
      const random = seededRandom(SEED);
      const intent = new Map<number, boolean>(events.map((id) => [id, false]));
      const counts = Object.fromEntries(Object.keys(ACTIONS).map((a) => [a, 0]));
      const journal = openJournal(`seed ${SEED}, events [${events.join()}]`);
      let offline = false;
      let cycles = 0;
      const started = Date.now();
      console.log(`chaos: seed ${SEED} (CHAOS_SEED), ${CYCLES} cycles, events [${events.join()}]`);

      // Hearts are clicked in the UI; the heart shows Dexie's state, which must be the last
      // intent at every moment.
      const toggle = async (id: number): Promise<void> => {
        const want = !intent.get(id);
        journal.note(`${cycles} toggle ${id} -> ${String(want)}${offline ? ' (offline)' : ''}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await heartSaved(page, id), `heart of ${id} before cycle ${cycles}`).toBe(!want);
        await clickHeart(page, id, want);
        intent.set(id, want);
      };

      const run = async (action: Action): Promise<void> => {
        if (action === 'toggle') return toggle(random.pick(events));
        if (action === 'network') {
          offline = !offline;
          journal.note(`${cycles} ${offline ? 'offline' : 'online'}`);
          return context.setOffline(offline);
        }
        if (action === 'reload') {
          journal.note(`${cycles} reload${offline ? ' (offline)' : ''}`);
          await page.reload();
          await visible(page.locator('article[aria-labelledby^="program-event-"]'), 30_000);
          return;
        }
        if (action === 'restartWorker') {
          journal.note(`${cycles} restart workers`);
          return workers.restartWorkers();
        }
        const ms = random.int(400);
        journal.note(`${cycles} pause ${ms} ms`);
        return page.waitForTimeout(ms);
      };

      try {
        while (cycles < CYCLES && Date.now() - started < HARD_STOP_MS) {
          const action = random.weighted(ACTIONS);
          cycles += 1;
          counts[action] = (counts[action] ?? 0) + 1;
          await within(`cycle ${cycles} ${action}`, run(action));
        }
      } catch (error) {
        await screenshot(page, 'chaos-failed').catch(() => undefined);
        console.error(`chaos: seed ${SEED} failed in cycle ${cycles}:\n  ${journal.last(25)}`);
        throw error;
      }
      const runMs = Date.now() - started;

      const atEnd = await outboxRows(page);
      const maxAttempts = Math.max(0, ...atEnd.map((row) => row.attempts));
      const settleMs = settleBudget(maxAttempts);
      const queued = atEnd.map((row) => `${row.kind} ${row.target} (${row.attempts})`).join(', ');
      journal.note(`end: ${offline ? 'offline' : 'online'}, queued [${queued}]`);
      await context.setOffline(false);
      const expected = sortedIds(events.filter((id) => intent.get(id)));
      let lastSeen = '';
      const settled = await pollUntil(
        async () => {
          const state = { server: await serverFavourites(token), outbox: await outboxRows(page) };
          const seen = `server [${state.server.join()}], queued ${state.outbox.length}`;
          if (seen !== lastSeen) journal.note(`settling: ${seen}`);
          lastSeen = seen;
          return state;
        },
        ({ server, outbox }) => server.join() === expected.join() && outbox.length === 0,
        settleMs,
        `chaos seed ${SEED}: server favourites [${expected.join()}] and an empty outbox`,
        500,
      ).catch(async (error: unknown) => {
        await screenshot(page, 'chaos-unsettled');
        const tags = (await pendingSyncTags(page)).join();
        const locks = JSON.stringify(await heldLocks(page));
        console.error(`chaos: unsettled; sync tags [${tags}], locks ${locks}`);
        console.error(`chaos: last actions:\n  ${journal.last(25)}`);
        throw error;
      });
      const server = await serverFavourites(token);
      expect(new Set(server).size, 'no duplicate favourites on the server').toBe(server.length);
      expect(server).toEqual(expected);
      expect(await storedFavouriteIds(page)).toEqual(expected);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of events) {
        expect(await heartSaved(page, id), `heart ${id}`).toBe(intent.get(id));
      }
      await workers.detach();

      const stopped = cycles < CYCLES ? ` (hard stop after ${HARD_STOP_MS / 60_000} min)` : '';
      console.log(
        `chaos: ${cycles} cycles${stopped}, seed ${SEED}, result ok: server [${server.join()}] = ` +
          `last intent, no duplicates, outbox empty; settled ${settled.ms} ms after going ` +
          `online with ${atEnd.length} queued (max attempts ${maxAttempts}, budget ` +
          `${settleMs / 1000} s); run ${Math.round(runMs / 1000)} s; ` +
          `actions ${JSON.stringify(counts)}; journal ${journal.file}`,
      );
    },
    // Cycles stop after 6 minutes; settling may take the capped 5-minute backoff on top.
    13 * 60_000,
  );
});
