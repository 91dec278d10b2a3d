import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OrderRow, type TicketRow } from './db';
import { mirrorSession, readSession } from './session';
import { resetDb } from './testing/reset-db';

const ticketOf = (uid: string, userId: number) => ({ uid, userId }) as TicketRow;
const orderOf = (uid: string, userId: number) => ({ uid, userId }) as OrderRow;

beforeEach(resetDb);

describe('mirrorSession', () => {
  it('stores the session for the worker', async () => {
    await mirrorSession({ userId: 7, accessToken: 't' });
    expect(await readSession()).toMatchObject({ userId: 7, accessToken: 't' });
  });

  it("removes the user's tickets, orders and profile on logout but keeps queued changes", async () => {
    await mirrorSession({ userId: 7, accessToken: 't' });
    await db.tickets.bulkPut([ticketOf('a', 7), ticketOf('b', 8)]);
    await db.orders.bulkPut([orderOf('o', 7)]);
    await db.profile.put({ id: 7, profile: {}, storedAt: 1 });
    await db.outbox.put({
      id: 'x',
      kind: 'favourite.add',
      target: 3,
      userId: 7,
      created: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });

    await mirrorSession(null);

    expect(await readSession()).toBeUndefined();
    expect((await db.tickets.toArray()).map((row) => row.uid)).toEqual(['b']);
    expect(await db.orders.count()).toBe(0);
    expect(await db.profile.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("leaves nothing of the member's favourites and saved events' titles after logout", async () => {
    await mirrorSession({ userId: 7, accessToken: 't' });
    await db.favourites.bulkPut([{ eventId: 3, userId: 7 }]);
    await db.seenEvents.put({
      userId: 7,
      eventId: 3,
      title: 'Secret Set',
      year: 2025,
      dateTime: '2025-08-14T21:00',
      end: null,
      venueId: null,
      venueName: null,
      state: 'PUBLISHED',
    });
    for (const dataset of ['favourites', 'tickets']) {
      await db.syncMeta.put({ dataset, etag: '"member-7"', lastUpdated: 1, lastAttempt: 1 });
    }

    await mirrorSession(null);

    expect(await db.favourites.count()).toBe(0);
    expect(await db.seenEvents.count()).toBe(0);
    expect(await db.syncMeta.count()).toBe(0);
  });
});
