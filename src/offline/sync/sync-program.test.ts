import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { createFakeApi, type FakeAnswer } from '../testing/fake-api';
import {
  artistFixture,
  eventFixture,
  filterValuesFixture,
  venueFixture,
} from '../testing/program-fixtures';
import { resetDb } from '../testing/reset-db';
import { syncProgram } from './sync-program';

const EVENTS = 'POST /api/event/get/all/year';

const programApi = (events: () => FakeAnswer) =>
  createFakeApi({
    [EVENTS]: events,
    'GET /api/artist/get/all': () => ({ status: 200, body: [artistFixture(1)], etag: '"a1"' }),
    'GET /api/venue/all': () => ({ status: 200, body: [venueFixture(3)], etag: '"v1"' }),
    'GET /api/filter/program/get': () => ({ status: 200, body: filterValuesFixture() }),
    'GET /api/site-map': () => ({ status: 200, body: { plan: null, points: [] }, etag: '"m1"' }),
  });

const eventIds = async () => (await db.events.toCollection().primaryKeys()).sort();

beforeEach(resetDb);

describe('syncProgram', () => {
  it('stores every dataset with its ETag on 200', async () => {
    const api = programApi(() => ({
      status: 200,
      body: [eventFixture(1), eventFixture(2, { conference: true, venue: null })],
      etag: '"e1"',
    }));
    const result = await syncProgram({ fetch: api.fetch, now: () => 1_000 });
    expect(result).toEqual({
      events: 'updated',
      artists: 'updated',
      venues: 'updated',
      filterValues: 'updated',
      siteMap: 'updated',
    });
    expect(await db.events.get(2)).toMatchObject({ venueId: null, isConference: 1 });
    expect(await db.events.get(1)).toMatchObject({ venueId: 3, isConference: 0 });
    expect(await db.artists.count()).toBe(1);
    expect(await db.venues.count()).toBe(1);
    expect(await db.filterValues.get('program')).toMatchObject({
      allDates: ['2025-07-18', '2025-07-19'],
    });
    expect(await db.syncMeta.get('events')).toEqual({
      dataset: 'events',
      etag: '"e1"',
      lastUpdated: 1_000,
      lastAttempt: 1_000,
    });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('replaces the table: rows the server no longer lists are deleted', async () => {
    let body = [eventFixture(1), eventFixture(2)];
    const api = programApi(() => ({ status: 200, body, etag: `"${body.length}"` }));
    await syncProgram({ fetch: api.fetch });
    body = [eventFixture(2, { title: 'Renamed' }), eventFixture(3)];
    await syncProgram({ fetch: api.fetch });
    expect(await eventIds()).toEqual([2, 3]);
    expect((await db.events.get(2))?.title).toBe('Renamed');
  });

  it('sends the stored ETag and on 304 only records the confirmation', async () => {
    let answer: FakeAnswer = { status: 200, body: [eventFixture(1)], etag: '"e1"' };
    const api = programApi(() => answer);
    await syncProgram({ fetch: api.fetch, now: () => 1_000 });
    answer = { status: 304 };
    const result = await syncProgram({ fetch: api.fetch, now: () => 5_000 });
    const second = api.calls.filter((call) => call.method === 'POST')[1];
    expect(second?.headers['if-none-match']).toBe('"e1"');
    expect(result.events).toBe('unchanged');
    expect(await eventIds()).toEqual([1]);
    expect(await db.syncMeta.get('events')).toEqual({
      dataset: 'events',
      etag: '"e1"',
      lastUpdated: 5_000,
      lastAttempt: 5_000,
    });
  });

  it.each<[string, FakeAnswer]>([
    ['a network failure', 'network'],
    ['a 500', { status: 500, body: { message: 'Down' } }],
    ['a body that breaks the contract', { status: 200, body: [{ id: 'x' }], etag: '"bad"' }],
  ])('keeps the stored rows and ETag after %s', async (_, failure) => {
    let answer: FakeAnswer = { status: 200, body: [eventFixture(1)], etag: '"e1"' };
    const api = programApi(() => answer);
    await syncProgram({ fetch: api.fetch, now: () => 1_000 });
    answer = failure;
    const result = await syncProgram({ fetch: api.fetch, now: () => 9_000 });
    expect(result.events).toBe('failed');
    expect(await eventIds()).toEqual([1]);
    expect(await db.syncMeta.get('events')).toEqual({
      dataset: 'events',
      etag: '"e1"',
      lastUpdated: 1_000,
      lastAttempt: 9_000,
    });
  });

  it('one failing dataset does not stop the others', async () => {
    const api = programApi(() => 'network');
    const result = await syncProgram({ fetch: api.fetch });
    expect(result).toMatchObject({ events: 'failed', artists: 'updated', venues: 'updated' });
    expect(await db.events.count()).toBe(0);
    expect(await db.artists.count()).toBe(1);
  });

  it('does not overlap runs when triggered in parallel', async () => {
    const api = programApi(() => ({ status: 200, body: [eventFixture(1)] }));
    await Promise.all([1, 2, 3].map(() => syncProgram({ fetch: api.fetch })));
    expect(api.calls.filter((call) => call.method === 'POST').length).toBeLessThanOrEqual(2);
  });
});
