import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/offline/testing/fake-api';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { programRoutes } from '@/offline/testing/program-routes';
import { resetDb } from '@/offline/testing/reset-db';
import { loadProgram } from './load-program';
import { storeProgram } from './testing/program-db';

const programRequests = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((call) => call.path === '/api/event/get/all/year');

beforeEach(resetDb);
afterEach(() => vi.unstubAllGlobals());

describe('loadProgram', () => {
  it('waits for the first sync on a device that never received the program', async () => {
    const api = createFakeApi(programRoutes([eventFixture(4), eventFixture(5)]));
    vi.stubGlobal('fetch', api.fetch);
    const events = await loadProgram();
    expect(events.map((event) => event.id)).toEqual([4, 5]);
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
