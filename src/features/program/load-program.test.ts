import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/offline/testing/fake-api';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { programRoutes } from '@/offline/testing/program-routes';
import { resetDb } from '@/offline/testing/reset-db';
import { db } from '@/offline/db';
import { loadProgram } from './load-program';
import { storeProgram } from './testing/program-db';

const programRequests = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((call) => call.path === '/api/event/get/all/year');

beforeEach(resetDb);
afterEach(() => vi.unstubAllGlobals());

describe('loadProgram', () => {
  it('starts the first sync on a device that never received the program, without waiting for it', async () => {
    const api = createFakeApi(programRoutes([eventFixture(4), eventFixture(5)]));
    // The slow first visit: the program answers only when the test lets it.
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof api.fetch>) => {
      await held;
      return api.fetch(...args);
    });
    // The skeleton's turn: nothing stored yet, and the loader is done before the answer.
    expect(await loadProgram()).toEqual([]);
    answer();
    await vi.waitFor(async () => expect(await db.events.count()).toBe(2));
    expect(programRequests(api)).toHaveLength(1);
  });

  it('reads the stored program without asking the server', async () => {
    await storeProgram({ events: [eventFixture(7)] });
    const api = createFakeApi(programRoutes([eventFixture(8)]));
    vi.stubGlobal('fetch', api.fetch);
    expect((await loadProgram()).map((event) => event.id)).toEqual([7]);
    expect(api.calls).toEqual([]);
  });

  it('answers with nothing stored when the first sync fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadProgram()).toEqual([]);
  });
});
