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
  answerKey,
  fetchFromAnswers,
  sendProgramRequestsEarly,
  takeEarlyAnswers,
} from './early-program-fetch';
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

describe('sendProgramRequestsEarly', () => {
  it('on a first visit sends the four program requests, which the first sync then takes', async () => {
    await browserProfile({ withDatabase: false });
    expect(sendProgramRequestsEarly()).toBe(true);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/event/get/all/year',
      'GET /api/artist/get/all',
      'GET /api/venue/all',
      'GET /api/filter/program/get',
    ]);
    expect(api.calls[0]?.headers['x-frontend-token']).toBe('festival-web-v1');

    const answers = await Promise.all(takeEarlyAnswers().values());
    const result = await syncProgram({ fetch: fetchFromAnswers(answers) });

    expect(result).toEqual({
      events: 'updated',
      artists: 'updated',
      venues: 'updated',
      filterValues: 'updated',
    });
    expect(await db.events.toCollection().primaryKeys()).toEqual([7]);
    expect(api.calls).toHaveLength(4);
  });

  it('answers each early request once; later calls go to the network', async () => {
    await browserProfile({ withDatabase: false });
    sendProgramRequestsEarly();
    const fetchEarly = fetchFromAnswers(await Promise.all(takeEarlyAnswers().values()));
    await syncProgram({ fetch: fetchEarly });
    await fetchEarly('/api/venue/all', { method: 'GET' });
    expect(api.calls.filter((call) => call.path === '/api/venue/all')).toHaveLength(2);
  });

  it('sends nothing when the app has opened its database here before', async () => {
    await browserProfile({ withDatabase: true });
    expect(sendProgramRequestsEarly()).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('asks IndexedDB nothing: the hint decides without a round trip', async () => {
    await browserProfile({ withDatabase: false });
    const databases = vi.spyOn(indexedDB, 'databases');
    sendProgramRequestsEarly();
    expect(databases).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(4);
  });

  it('sends nothing while offline', async () => {
    await browserProfile({ withDatabase: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(sendProgramRequestsEarly()).toBe(false);
    vi.restoreAllMocks();
    expect(api.calls).toEqual([]);
  });

  it('hands each answer out once, by request, with its status, headers and body', async () => {
    await browserProfile({ withDatabase: false });
    sendProgramRequestsEarly();
    const answers = takeEarlyAnswers();
    const events = await answers.get(answerKey(PROGRAM_REQUESTS.events));
    expect(events).toMatchObject({ status: 200 });
    expect(events && 'headers' in events && new Map(events.headers).get('etag')).toBe('"e1"');
    const body = events && 'body' in events ? new TextDecoder().decode(events.body) : '';
    expect(JSON.parse(body)).toEqual([expect.objectContaining({ id: 7 })]);
    expect(takeEarlyAnswers().size).toBe(0);
  });

  it('fails the dataset of an early request that failed, as a network failure would', async () => {
    await browserProfile({ withDatabase: false });
    sendProgramRequestsEarly();
    const answers = await Promise.all(takeEarlyAnswers().values());
    const withFailure = answers.map((answer) =>
      answer.key === answerKey(PROGRAM_REQUESTS.venues)
        ? { key: answer.key, failed: true as const }
        : answer,
    );
    const result = await syncProgram({ fetch: fetchFromAnswers(withFailure) });
    expect(result).toMatchObject({ events: 'updated', venues: 'failed' });
    expect(await db.venues.count()).toBe(0);
  });
});
