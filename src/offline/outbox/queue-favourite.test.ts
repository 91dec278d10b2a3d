import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { mirrorSession } from '../session';
import { resetDb } from '../testing/reset-db';
import { pendingCount } from './pending-count';
import { queueFavourite } from './queue-favourite';

const favouriteIds = async () => (await db.favourites.toArray()).map((row) => row.eventId).sort();
const queued = async () =>
  (await db.outbox.orderBy('created').toArray()).map((row) => `${row.kind} ${row.target}`);

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 'token-7' });
});

describe('queueFavourite', () => {
  it('applies the change locally and queues it in one go', async () => {
    await expect(queueFavourite(1, true)).resolves.toBe('queued');
    expect(await favouriteIds()).toEqual([1]);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'favourite.add', target: 1, userId: 7, attempts: 0 });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps only the undo when a never-sent add is undone', async () => {
    await queueFavourite(1, true);
    await expect(queueFavourite(1, false)).resolves.toBe('queued');
    expect(await favouriteIds()).toEqual([]);
    expect(await queued()).toEqual(['favourite.remove 1']);
  });

  it('still sends the last intent when the row it replaced may not have reached the server', async () => {
    await queueFavourite(1, true);
    // The add was sent once and failed: the server may or may not have it.
    await db.outbox.toCollection().modify({ attempts: 1 });
    await queueFavourite(1, false);
    await queueFavourite(1, true);
    expect(await queued()).toEqual(['favourite.add 1']);
    expect(await favouriteIds()).toEqual([1]);
  });

  it('keeps only the last intent after add, remove, add', async () => {
    await queueFavourite(1, true);
    await queueFavourite(1, false);
    await queueFavourite(1, true);
    expect(await queued()).toEqual(['favourite.add 1']);
    expect(await favouriteIds()).toEqual([1]);
  });

  it('queues the same intent only once', async () => {
    await queueFavourite(2, false);
    await expect(queueFavourite(2, false)).resolves.toBe('already-queued');
    expect(await queued()).toEqual(['favourite.remove 2']);
  });

  it('replaces a row the server may already have seen with the new intent', async () => {
    await queueFavourite(3, true);
    await db.outbox.toCollection().modify({ attempts: 1 });
    await expect(queueFavourite(3, false)).resolves.toBe('queued');
    expect(await queued()).toEqual(['favourite.remove 3']);
  });

  it('keeps the order of queueing even within one millisecond', async () => {
    const now = () => 1_000;
    await queueFavourite(5, true, { now });
    await queueFavourite(4, true, { now });
    await queueFavourite(6, false, { now });
    expect(await queued()).toEqual(['favourite.add 5', 'favourite.add 4', 'favourite.remove 6']);
  });

  it('does not touch another target', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    await queueFavourite(1, false);
    expect(await queued()).toEqual(['favourite.add 2', 'favourite.remove 1']);
    expect(await favouriteIds()).toEqual([2]);
  });

  it('refuses without a logged-in session and changes nothing', async () => {
    await mirrorSession(null);
    await expect(queueFavourite(1, true)).rejects.toThrow(/logged-in/);
    expect(await favouriteIds()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('counts what is waiting for the logged-in user', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    await db.outbox.add({
      id: 'other',
      kind: 'favourite.add',
      target: 9,
      userId: 8,
      created: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(await pendingCount(db)).toBe(2);
    await mirrorSession(null);
    expect(await pendingCount(db)).toBe(3);
  });
});
