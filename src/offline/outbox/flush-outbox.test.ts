import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxRow } from '../db';
import { mirrorSession } from '../session';
import { createFakeApi, type FakeAnswer } from '../testing/fake-api';
import {
  type ItemAnswer,
  SYNC_BATCH_ROUTE,
  applied,
  fakeSyncBatch,
  sentBatches,
  sentItems,
} from '../testing/fake-sync-batch';
import { resetDb } from '../testing/reset-db';
import { OUTBOX_BATCH_SIZE, flushOutbox } from './flush-outbox';
import { onOutboxRejected, type OutboxRejection } from './outbox-events';
import { queueFavourite } from './queue-favourite';

const favouriteIds = async () => (await db.favourites.toArray()).map((row) => row.eventId).sort();
const queuedTargets = async () =>
  (await db.outbox.orderBy('created').toArray()).map((r) => r.target);

/** A server that answers the whole batch call with `answer`. */
const failingServer = (answer: FakeAnswer) => createFakeApi({ [SYNC_BATCH_ROUTE]: () => answer });
/** A server that applies every item unless `answer` says otherwise for its target. */
const server = (answers: Record<number, ItemAnswer> = {}) =>
  createFakeApi({
    [SYNC_BATCH_ROUTE]: fakeSyncBatch(
      (item) => ('target' in item ? answers[item.target] : undefined) ?? applied,
    ),
  });

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
  it('sends the rows in one call in the order they were queued and deletes each after a 200', async () => {
    const tappedAt = Date.parse('2025-08-15T10:00:00.000Z');
    await queueFavourite(3, true, { now: () => tappedAt });
    await queueFavourite(1, true, { now: () => tappedAt + 1_000 });
    await queueFavourite(2, false, { now: () => tappedAt + 2_000 });
    const rowIds = (await db.outbox.orderBy('created').toArray()).map((row) => row.id);
    const api = server();
    const result = await flushOutbox({ fetch: api.fetch });
    expect(api.calls).toHaveLength(1);
    expect(sentBatches(api.calls)[0]).toEqual([
      { id: rowIds[0], kind: 'favourite.add', target: 3, madeAt: '2025-08-15T10:00:00.000Z' },
      { id: rowIds[1], kind: 'favourite.add', target: 1, madeAt: '2025-08-15T10:00:01.000Z' },
      { id: rowIds[2], kind: 'favourite.remove', target: 2, madeAt: '2025-08-15T10:00:02.000Z' },
    ]);
    expect(api.calls[0]?.headers).toMatchObject({
      'x-frontend-token': 'festival-web-v1',
      authorization: 'Bearer token-7',
    });
    expect(result).toEqual({ sent: 3, rejected: 0, stopped: null, nextAttemptAt: null });
    expect(await db.outbox.count()).toBe(0);
    expect(await favouriteIds()).toEqual([1, 3]);
  });

  it(`drains a long queue in calls of ${OUTBOX_BATCH_SIZE} rows, oldest first`, async () => {
    const count = OUTBOX_BATCH_SIZE * 2 + 1;
    const rows: OutboxRow[] = Array.from({ length: count }, (_, i) => ({
      id: `row-${i}`,
      kind: 'favourite.add',
      target: count - i,
      userId: 7,
      created: i + 1,
      attempts: 0,
      nextAttemptAt: 0,
    }));
    await db.outbox.bulkAdd(rows);
    const api = server();
    await expect(flushOutbox({ fetch: api.fetch })).resolves.toMatchObject({ sent: count });
    expect(sentBatches(api.calls).map((batch) => batch.length)).toEqual([
      OUTBOX_BATCH_SIZE,
      OUTBOX_BATCH_SIZE,
      1,
    ]);
    expect(sentItems(api.calls)).toEqual(rows.map((row) => `favourite.add ${row.target}`));
    expect(await db.outbox.count()).toBe(0);
  });

  it.each<[string, FakeAnswer]>([
    ['500', { status: 500, body: { message: 'Internal error' } }],
    ['503', { status: 503 }],
    ['429', { status: 429, body: { message: 'Slow down' } }],
    ['a network failure', 'network'],
    ['a 404 of the call itself (a server without it)', { status: 404 }],
    ['a 200 without results', { status: 200, body: { ok: true } }],
  ])('keeps every row of a call that failed with %s and backs off', async (_, answer) => {
    await queueFavourite(1, true, { now: () => 0 });
    await queueFavourite(2, true, { now: () => 0 });
    const api = failingServer(answer);
    const result = await flushOutbox({ fetch: api.fetch, now: () => 10_000 });
    expect(result.stopped).toBe('retry');
    expect(sentItems(api.calls)).toEqual(['favourite.add 1', 'favourite.add 2']);
    expect(await db.outbox.orderBy('created').toArray()).toMatchObject([
      { target: 1, attempts: 1, nextAttemptAt: 12_000 },
      { target: 2, attempts: 1, nextAttemptAt: 12_000 },
    ]);
    expect(await favouriteIds()).toEqual([1, 2]);
    expect(rejections).toEqual([]);
  });

  it('keeps and backs off only the row answered with a transient status', async () => {
    await queueFavourite(1, true, { now: () => 0 });
    await queueFavourite(2, true, { now: () => 0 });
    const api = server({ 2: { status: 429, message: 'Slow down' } });
    const result = await flushOutbox({ fetch: api.fetch, now: () => 0 });
    expect(result).toMatchObject({ sent: 1, stopped: 'retry', nextAttemptAt: 2_000 });
    expect(await db.outbox.toArray()).toMatchObject([{ target: 2, attempts: 1 }]);
  });

  it('never deletes a row on repeated 500s and grows the wait up to the cap', async () => {
    await queueFavourite(1, true, { now: () => 0 });
    const api = failingServer({ status: 500 });
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
    const api = createFakeApi({
      [SYNC_BATCH_ROUTE]: (call) => (answer === 'network' ? answer : fakeSyncBatch()(call)),
    });
    await flushOutbox({ fetch: api.fetch, now: () => 0 });
    answer = { status: 200 };
    await flushOutbox({ fetch: api.fetch, now: () => 1_999 });
    expect(api.calls).toHaveLength(1);
    await flushOutbox({ fetch: api.fetch, now: () => 2_000 });
    expect(api.calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops on 401 and keeps the whole queue', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = failingServer({ status: 401, body: { message: 'No' } });
    const result = await flushOutbox({ fetch: api.fetch });
    expect(result.stopped).toBe('unauthorized');
    expect(api.calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
    expect(await favouriteIds()).toEqual([1, 2]);
    expect(rejections).toEqual([]);
  });

  it('drops a refused add, reverts it and reports it; the other rows go through', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = server({ 1: { status: 404, message: 'Event not found' } });
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
    const api = server({ 4: { status: 403 } });
    await flushOutbox({ fetch: api.fetch });
    expect(await favouriteIds()).toEqual([4]);
    expect(rejections).toEqual([expect.objectContaining({ status: 403, message: null })]);
  });

  it('sends only the logged-in user’s rows', async () => {
    await queueFavourite(1, true);
    await mirrorSession({ userId: 8, accessToken: 'token-8' });
    await queueFavourite(2, true);
    const api = server();
    await flushOutbox({ fetch: api.fetch });
    expect(sentItems(api.calls)).toEqual(['favourite.add 2']);
    expect(await db.outbox.toArray()).toMatchObject([{ target: 1, userId: 7 }]);
  });

  it('sends nothing while logged out', async () => {
    await queueFavourite(1, true);
    await mirrorSession(null);
    const api = server();
    await expect(flushOutbox({ fetch: api.fetch })).resolves.toMatchObject({
      stopped: 'signed-out',
    });
    expect(api.calls).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends each row once when flushes are triggered in parallel', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    const api = server();
    await Promise.all([1, 2, 3, 4].map(() => flushOutbox({ fetch: api.fetch })));
    expect(sentItems(api.calls)).toEqual(['favourite.add 1', 'favourite.add 2']);
  });

  it('ends a batch before a second row of one target, so the server gets them in order', async () => {
    const row = { userId: 7, attempts: 0, nextAttemptAt: 0 };
    await db.outbox.bulkAdd([
      { ...row, id: 'a', kind: 'favourite.add', target: 5, created: 1 },
      { ...row, id: 'b', kind: 'like', target: 5, created: 2 },
      { ...row, id: 'c', kind: 'favourite.remove', target: 5, created: 3 },
    ]);
    const api = server();
    await flushOutbox({ fetch: api.fetch });
    expect(sentBatches(api.calls).map((batch) => batch.map((item) => item.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    expect(await queuedTargets()).toEqual([]);
  });

  it('sends the undo when a favourite is removed while its add is on the wire', async () => {
    await queueFavourite(1, true);
    let release: () => void = () => undefined;
    const batch = fakeSyncBatch();
    const api = createFakeApi({
      [SYNC_BATCH_ROUTE]: (call) =>
        api.calls.length === 1
          ? new Promise<FakeAnswer>((resolve) => (release = () => resolve(batch(call))))
          : batch(call),
    });
    const flushing = flushOutbox({ fetch: api.fetch });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await queueFavourite(1, false);
    release();
    await flushing;
    await flushOutbox({ fetch: api.fetch });
    expect(sentItems(api.calls)).toEqual(['favourite.add 1', 'favourite.remove 1']);
    expect(await favouriteIds()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});
