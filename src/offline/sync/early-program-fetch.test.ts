import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { createFakeApi } from '../testing/fake-api';
import {
  artistFixture,
  eventFixture,
  filterValuesFixture,
  venueFixture,
} from '../testing/program-fixtures';
import { resetDb } from '../testing/reset-db';
import {
  firstVisitOnline,
  readEarlyAnswer,
  sendEventsRequestEarly,
  takeEarlyAnswers,
} from './early-program-fetch';
import { answeredFetch } from './program-sync-messages';
import { PROGRAM_REQUESTS } from './program-requests';
import { syncProgram } from './sync-program';

const programApi = () =>
  createFakeApi({
    'POST /api/event/get/all/year': () => ({ status: 200, body: [eventFixture(7)], etag: '"e1"' }),
    'GET /api/artist/get/all': () => ({ status: 200, body: [artistFixture(1)], etag: '"a1"' }),
    'GET /api/venue/all': () => ({ status: 200, body: [venueFixture(3)], etag: '"v1"' }),
    'GET /api/filter/program/get': () => ({ status: 200, body: filterValuesFixture() }),
  });

/** A browser as if the app had opened its database here before (`withDatabase`), or not. */
const browserProfile = async ({ withDatabase }: { withDatabase: boolean }) => {
  // Closed so that its next opening is one the hint sees (`ready` fires on each).
  db.close({ disableAutoOpen: false });
  localStorage.clear();
  if (withDatabase) await db.open();
};

let api: ReturnType<typeof programApi>;

beforeEach(async () => {
  await resetDb();
  api = programApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendEventsRequestEarly', () => {
  it('on a first visit sends the events request, which the first sync takes; the sync asks for the rest', async () => {
    await browserProfile({ withDatabase: false });
    expect(firstVisitOnline()).toBe(true);
    expect(sendEventsRequestEarly()).toBe(true);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/event/get/all/year',
    ]);
    expect(api.calls[0]?.headers['x-frontend-token']).toBe('festival-web-v1');

    const result = await syncProgram({ fetch: answeredFetch(await takeEarlyAnswers()) });

    expect(result).toEqual({
      events: 'updated',
      artists: 'updated',
      venues: 'updated',
      filterValues: 'updated',
    });
    expect(await db.events.toCollection().primaryKeys()).toEqual([7]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/artist/get/all',
      'GET /api/filter/program/get',
      'GET /api/venue/all',
      'POST /api/event/get/all/year',
    ]);
  });

  it('answers the early request once; later calls go to the network', async () => {
    await browserProfile({ withDatabase: false });
    sendEventsRequestEarly();
    const fetch = answeredFetch(await takeEarlyAnswers(), api.fetch);
    await syncProgram({ fetch });
    await fetch('/api/event/get/all/year', { method: 'POST', body: '{}' });
    expect(api.calls.filter((call) => call.path === '/api/event/get/all/year')).toHaveLength(2);
  });

  it('sends nothing when the app has opened its database here before', async () => {
    await browserProfile({ withDatabase: true });
    expect(firstVisitOnline()).toBe(false);
    expect(sendEventsRequestEarly()).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('asks IndexedDB nothing: the hint decides without a round trip', async () => {
    await browserProfile({ withDatabase: false });
    const databases = vi.spyOn(indexedDB, 'databases');
    sendEventsRequestEarly();
    expect(databases).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(1);
  });

  it('sends nothing while offline', async () => {
    await browserProfile({ withDatabase: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(firstVisitOnline()).toBe(false);
    expect(sendEventsRequestEarly()).toBe(false);
    vi.restoreAllMocks();
    expect(api.calls).toEqual([]);
  });

  it('lets the first paint read the events answer too, and the sync still takes it', async () => {
    await browserProfile({ withDatabase: false });
    sendEventsRequestEarly();
    const early = await readEarlyAnswer(PROGRAM_REQUESTS.events);
    expect(early?.etag).toBe('"e1"');
    expect(early?.body).toEqual([expect.objectContaining({ id: 7 })]);

    const result = await syncProgram({ fetch: answeredFetch(await takeEarlyAnswers()) });
    expect(result.events).toBe('updated');
    expect(await db.events.toCollection().primaryKeys()).toEqual([7]);
    expect(api.calls).toHaveLength(4);
    // Taken by the sync: nothing is left to read.
    expect(await readEarlyAnswer(PROGRAM_REQUESTS.events)).toBeUndefined();
  });
});
