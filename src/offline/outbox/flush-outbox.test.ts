import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { mirrorSession } from '../session';
import { createFakeApi, type FakeAnswer } from '../testing/fake-api';
import { resetDb } from '../testing/reset-db';
import { flushOutbox } from './flush-outbox';
import { onOutboxRejected, type OutboxRejection } from './outbox-events';
import { queueFavourite } from './queue-favourite';

const ADD = (id: number) => `GET /api/event/favourites/add/${id}`;
const REMOVE = (id: number) => `GET /api/event/favourites/remove/${id}`;
const ok: FakeAnswer = { status: 200, body: { ok: true } };

const favouriteIds = async () => (await db.favourites.toArray()).map((row) => row.eventId).sort();
const sentPaths = (calls: { path: string }[]) => calls.map((call) => call.path);

let rejections: OutboxRejection[] = [];
let stopListening: () => void = () => undefined;

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 'token-7' });
  rejections = [];
  stopListening = onOutboxRejected((rejection) => rejections.push(rejection));
});
afterEach(() => stopListening());

describe('flushOutbox', () => {
  it('sends rows in the order they were queued and deletes each after a 2xx', async () => {
    await queueFavourite(3, true);
    await queueFavourite(1, true);
    await queueFavourite(2, false);
    const api = createFakeApi({ [ADD(3)]: () => ok, [ADD(1)]: () => ok, [REMOVE(2)]: () => ok });
    const result = await flushOutbox({ fetch: api.fetch });
    expect(sentPaths(api.calls)).toEqual([
      '/api/event/favourites/add/3',
      '/api/event/favourites/add/1',
      '/api/event/favourites/remove/2',
    ]);
    expect(api.calls[0]?.headers).toMatchObject({
      'x-frontend-token': 'festival-web-v1',
      authorization: 'Bearer token-7',
    });
    expect(result).toEqual({ sent: 3, rejected: 0, stopped: null, nextAttemptAt: null });
    expect(await db.outbox.count()).toBe(0);
    expect(await favouriteIds()).toEqual([1, 3]);
  });

  it.each<[string, FakeAnswer]>([
    ['500', { status: 500, body: { message: 'Internal error' } }],
    ['503', { status: 503 }],
    ['429', { status: 429, body: { message: 'Slow down' } }],
    ['a network failure', 'network'],
  ])('keeps the row and backs off after %s', async (_, answer) => {
    await queueFavourite(1, true, { now: () => 0 });
    await queueFavourite(2, true, { now: () => 0 });
    const api = createFakeApi({ [ADD(1)]: () => answer, [ADD(2)]: () => ok });
    const result = await flushOutbox({ fetch: api.fetch, now: () => 10_000 });
    expect(result.stopped).toBe('retry');
    expect(sentPaths(api.calls)).toEqual(['/api/event/favourites/add/1']);
    expect(
      await db.outbox.get((await db.outbox.orderBy('created').first())?.id ?? ''),
    ).toMatchObject({ target: 1, attempts: 1, nextAttemptAt: 12_000 });
    expect(await db.outbox.count()).toBe(2);
    expect(await favouriteIds()).toEqual([1, 2]);
  });

  it('never deletes a row on repeated 500s and grows the wait up to the cap', async () => {
    await queueFavourite(1, true, { now: () => 0 });
    const api = createFakeApi({ [ADD(1)]: () => ({ status: 500 }) });
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const result = await flushOutbox({ fetch: api.fetch, now: () => 0, retryNow: true });
      waits.push(result.nextAttemptAt ?? -1);
    }
    expect(waits.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(waits.at(-1)).toBe(300_000);
    expect(await db.outbox.toArray()).toMatchObject([{ target: 1, attempts: 10 }]);
  });

  it('waits for the backoff unless told to retry now', async () => {
    await queueFavourite(1, true, { now: () => 0 });
    let answer: FakeAnswer = 'network';
    const api = createFakeApi({ [ADD(1)]: () => answer });
    await flushOutbox({ fetch: api.fetch, now: () => 0 });
    answer = ok;
    await flushOutbox({ fetch: api.fetch, now: () => 1_999 });
    expect(api.calls).toHaveLength(1);
    await flushOutbox({ fetch: api.fetch, now: () => 2_000 });
    expect(api.calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops on 401 and keeps the whole queue', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = createFakeApi({ [ADD(1)]: () => ({ status: 401, body: { message: 'No' } }) });
    const result = await flushOutbox({ fetch: api.fetch });
    expect(result.stopped).toBe('unauthorized');
    expect(api.calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
    expect(await favouriteIds()).toEqual([1, 2]);
    expect(rejections).toEqual([]);
  });

  it('drops a refused add, reverts it and reports it, then goes on', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = createFakeApi({
      [ADD(1)]: () => ({ status: 404, body: { message: 'Event not found' } }),
      [ADD(2)]: () => ok,
    });
    const result = await flushOutbox({ fetch: api.fetch });
    expect(result).toMatchObject({ sent: 1, rejected: 1, stopped: null });
    expect(await db.outbox.count()).toBe(0);
    expect(await favouriteIds()).toEqual([2]);
    expect(rejections).toEqual([
      expect.objectContaining({
        kind: 'favourite.add',
        target: 1,
        status: 404,
        message: 'Event not found',
      }),
    ]);
  });

  it('restores a favourite whose removal the server refused', async () => {
    await db.favourites.put({ eventId: 4, userId: 7 });
    await queueFavourite(4, false);
    expect(await favouriteIds()).toEqual([]);
    const api = createFakeApi({ [REMOVE(4)]: () => ({ status: 403 }) });
    await flushOutbox({ fetch: api.fetch });
    expect(await favouriteIds()).toEqual([4]);
    expect(rejections).toEqual([expect.objectContaining({ status: 403, message: null })]);
  });

  it('sends only the logged-in user’s rows', async () => {
    await queueFavourite(1, true);
    await mirrorSession({ userId: 8, accessToken: 'token-8' });
    await queueFavourite(2, true);
    const api = createFakeApi({ [ADD(1)]: () => ok, [ADD(2)]: () => ok });
    await flushOutbox({ fetch: api.fetch });
    expect(sentPaths(api.calls)).toEqual(['/api/event/favourites/add/2']);
    expect(await db.outbox.toArray()).toMatchObject([{ target: 1, userId: 7 }]);
  });

  it('sends nothing while logged out', async () => {
    await queueFavourite(1, true);
    await mirrorSession(null);
    const api = createFakeApi({ [ADD(1)]: () => ok });
    await expect(flushOutbox({ fetch: api.fetch })).resolves.toMatchObject({
      stopped: 'signed-out',
    });
    expect(api.calls).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends each row once when flushes are triggered in parallel', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = createFakeApi({ [ADD(1)]: () => ok, [ADD(2)]: () => ok });
    await Promise.all([1, 2, 3, 4].map(() => flushOutbox({ fetch: api.fetch })));
    expect(sentPaths(api.calls)).toEqual([
      '/api/event/favourites/add/1',
      '/api/event/favourites/add/2',
    ]);
  });

  it('sends the undo when a favourite is removed while its add is on the wire', async () => {
    await queueFavourite(1, true);
    let release: (answer: FakeAnswer) => void = () => undefined;
    const api = createFakeApi({
      [ADD(1)]: () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
      [REMOVE(1)]: () => ok,
    });
    const flushing = flushOutbox({ fetch: api.fetch });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await queueFavourite(1, false);
    release(ok);
    await flushing;
    await flushOutbox({ fetch: api.fetch });
    expect(sentPaths(api.calls)).toEqual([
      '/api/event/favourites/add/1',
      '/api/event/favourites/remove/1',
    ]);
    expect(await favouriteIds()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});
