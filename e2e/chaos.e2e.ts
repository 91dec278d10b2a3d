import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { chatLane } from './support/chaos-chat';
import { favouritesLane } from './support/chaos-favourites';
import type { ChaosLane } from './support/chaos-lane';
import { likesLane } from './support/chaos-likes';
import { openJournal, settleBudget, within } from './support/offline-chaos';
import { seededRandom } from './support/offline-random';
import { outboxRows, pollUntil } from './support/offline-store';
import {
  controlWorkers,
  heldLocks,
  pendingSyncTags,
  waitForController,
} from './support/offline-worker';
import { newMember, registerViaApi } from './support/users';

/**
 * The offline core under chaos: favourites (program), likes (feed) and chat messages, each in a
 * tab of one browser, with random network loss, reloads and service-worker restarts; at the end
 * the server holds the last intent of each, once. `npm run test:chaos` runs ≥ 1,000 cycles.
 */
const SEED = Number(process.env.CHAOS_SEED ?? 20_261_121);
const CYCLES = Number(process.env.CHAOS_CYCLES ?? 80);
/** The cycles must run within this; a run that cannot is a failure, not a shorter run. */
const MAX_MINUTES = Number(process.env.CHAOS_MAX_MINUTES ?? 10);
// Settling may take the outbox's capped 5-minute backoff on top of the cycles.
const TEST_TIMEOUT_MS = (MAX_MINUTES + 8) * 60_000;

const ACTIONS = {
  favourite: 30,
  like: 20,
  write: 15,
  network: 12,
  reload: 9,
  restartWorker: 7,
  pause: 7,
} as const;
type Action = keyof typeof ACTIONS;

let context: BrowserContext;
let lanes: ChaosLane[];
let token: string;

beforeAll(async () => {
  const member = newMember('Chaos');
  const partner = newMember('Partner');
  await registerViaApi(member);
  await registerViaApi(partner);
  const session = await loginViaApi(member.email, member.password);
  const partnerId = (await loginViaApi(partner.email, partner.password)).id;
  token = session.accessToken;
  context = await launchPersistent();
  await context.grantPermissions(['notifications', 'background-sync']);
  await context.pages()[0]?.close();
  const first = await context.newPage();
  await storeSession(first, session);
  await first.goto('/events');
  await waitForController(first);
  // The session is in local storage now: every tab of the context is logged in.
  lanes = [
    await favouritesLane(first, token),
    await likesLane(await context.newPage(), token, session.id),
    await chatLane(
      await context.newPage(),
      { id: session.id, token },
      partnerId,
      `chaos ${SEED} ${Date.now().toString(36)}`,
    ),
  ];
}, 180_000);

afterAll(async () => {
  await context?.close();
});

describe('chaos', () => {
  it(
    `favourites, likes and chat under network loss, reloads and worker restarts end in the last intent (seed ${SEED})`,
    async () => {
      const [favourites, likes, chat] = lanes;
      if (!favourites || !likes || !chat) throw new Error('lanes missing');
      const workers = await controlWorkers(context, favourites.page);
      const random = seededRandom(SEED);
      const counts = Object.fromEntries(Object.keys(ACTIONS).map((a) => [a, 0]));
      const journal = openJournal(`seed ${SEED}, ${CYCLES} cycles`);
      let offline = false;
      let cycles = 0;
      const started = Date.now();
      console.log(`chaos: seed ${SEED} (CHAOS_SEED), ${CYCLES} cycles (CHAOS_CYCLES)`);

      const run = async (action: Action): Promise<string> => {
        const where = offline ? ' (offline)' : '';
        if (action === 'favourite') return `${await favourites.act(random, cycles)}${where}`;
        if (action === 'like') return `${await likes.act(random, cycles)}${where}`;
        if (action === 'write') return `${await chat.act(random, cycles)}${where}`;
        if (action === 'network') {
          offline = !offline;
          await context.setOffline(offline);
          return offline ? 'offline' : 'online';
        }
        if (action === 'reload') {
          const lane = random.pick(lanes);
          await lane.page.reload();
          await lane.ready();
          return `reload ${lane.name}${where}`;
        }
        if (action === 'restartWorker') {
          await workers.restartWorkers();
          return 'restart workers';
        }
        const ms = random.int(400);
        await favourites.page.waitForTimeout(ms);
        return `pause ${ms} ms`;
      };

      try {
        while (cycles < CYCLES) {
          if (Date.now() - started > MAX_MINUTES * 60_000) {
            throw new Error(
              `chaos: only ${cycles} of ${CYCLES} cycles ran within ${MAX_MINUTES} min ` +
                '(CHAOS_MAX_MINUTES); the run is incomplete',
            );
          }
          const action = random.weighted(ACTIONS);
          cycles += 1;
          counts[action] = (counts[action] ?? 0) + 1;
          journal.note(`${cycles} ${action}`);
          journal.note(`${cycles} ${await within(`cycle ${cycles} ${action}`, run(action))}`);
        }
      } catch (error) {
        for (const lane of lanes) await screenshot(lane.page, `chaos-failed-${lane.name}`);
        console.error(`chaos: seed ${SEED} failed in cycle ${cycles}:\n  ${journal.last(25)}`);
        throw error;
      }
      const runMs = Date.now() - started;

      const atEnd = await outboxRows(favourites.page);
      const maxAttempts = Math.max(0, ...atEnd.map((row) => row.attempts));
      const settleMs = settleBudget(maxAttempts);
      journal.note(`end: ${offline ? 'offline' : 'online'}, ${atEnd.length} queued`);
      await context.setOffline(false);
      let lastSeen = '';
      const settled = await pollUntil(
        async () => {
          const states = await Promise.all(lanes.map((lane) => lane.server()));
          const queued = (await outboxRows(favourites.page)).length;
          const seen = `${states.map((s) => s.seen).join('; ')}; outbox ${queued}`;
          if (seen !== lastSeen) journal.note(`settling: ${seen}`);
          lastSeen = seen;
          return states.every((s) => s.settled) && queued === 0;
        },
        (done) => done,
        settleMs,
        `chaos seed ${SEED}: every lane at its last intent and an empty outbox`,
        500,
      ).catch(async (error: unknown) => {
        for (const lane of lanes) await screenshot(lane.page, `chaos-unsettled-${lane.name}`);
        const tags = (await pendingSyncTags(favourites.page)).join();
        const locks = JSON.stringify(await heldLocks(favourites.page));
        console.error(`chaos: unsettled (${lastSeen}); sync tags [${tags}], locks ${locks}`);
        console.error(`chaos: last actions:\n  ${journal.last(25)}`);
        throw error;
      });
      for (const lane of lanes) await lane.verify();
      expect(await outboxRows(favourites.page)).toEqual([]);
      await workers.detach();

      console.log(
        `chaos: ${cycles} cycles, seed ${SEED}, result ok: ${lanes.map((l) => l.summary()).join('; ')}; ` +
          `settled ${settled.ms} ms after going online with ${atEnd.length} queued (max ` +
          `attempts ${maxAttempts}, budget ${settleMs / 1000} s); run ${Math.round(runMs / 1000)} s ` +
          `(${Math.round(runMs / cycles)} ms a cycle); actions ${JSON.stringify(counts)}; ` +
          `journal ${journal.file}`,
      );
    },
    TEST_TIMEOUT_MS,
  );
});
