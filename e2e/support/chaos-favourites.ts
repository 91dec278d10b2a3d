import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ChaosLane } from './chaos-lane';
import {
  APP_ROW,
  clickHeart,
  heartSaved,
  openProgram,
  renderedEventIds,
  serverFavourites,
  sortedIds,
} from './offline-favourites';
import { storedFavouriteIds } from './offline-store';
import { visible } from './screens';

// Rows the list keeps rendered at the top of the page (what is in view plus its overscan of 4).
const EVENT_COUNT = 6;

/**
 * Hearts clicked in the program. The heart shows Dexie's state, which must be the last intent at
 * every moment, online or not; the server's favourites must be it once the outbox is empty.
 */
export async function favouritesLane(page: Page, token: string): Promise<ChaosLane> {
  await openProgram(page);
  await page
    .locator(APP_ROW)
    .nth(EVENT_COUNT - 1)
    .waitFor({ state: 'attached', timeout: 10_000 });
  const events = (await renderedEventIds(page)).slice(0, EVENT_COUNT);
  expect(events).toHaveLength(EVENT_COUNT);
  const intent = new Map<number, boolean>(events.map((id) => [id, false]));
  let clicks = 0;
  const expected = () => sortedIds(events.filter((id) => intent.get(id)));

  return {
    name: 'favourites',
    page,
    ready: async () => {
      await visible(page.locator(APP_ROW), 30_000);
    },
    act: async (random, cycle) => {
      const id = random.pick(events);
      const want = !intent.get(id);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await heartSaved(page, id), `heart of ${id} before cycle ${cycle}`).toBe(!want);
      await clickHeart(page, id, want);
      intent.set(id, want);
      clicks += 1;
      return `favourite ${id} -> ${String(want)}`;
    },
    server: async () => {
      const server = await serverFavourites(token);
      return {
        settled: server.join() === expected().join(),
        seen: `favourites [${server.join()}]`,
      };
    },
    verify: async () => {
      const server = await serverFavourites(token);
      expect(new Set(server).size, 'no duplicate favourites on the server').toBe(server.length);
      expect(server).toEqual(expected());
      expect(await storedFavouriteIds(page)).toEqual(expected());
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of events) {
        expect(await heartSaved(page, id), `heart ${id}`).toBe(intent.get(id));
      }
    },
    summary: () => `favourites: ${clicks} clicks on [${events.join()}] → [${expected().join()}]`,
  };
}
