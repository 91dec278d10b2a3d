import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  pgErrorCode,
  PG_CHECK_VIOLATION,
} from '../../server/db/errors';
import { orders, tickets } from '../../server/db/schema/orders';
import { eventArtists, events, favourites, venues } from '../../server/db/schema/program';
import { cartEntries, carts, products, vouchers } from '../../server/db/schema/shop';
import { chatMessages } from '../../server/db/schema/social';
import { users } from '../../server/db/schema/users';
import { forEachDatabase, resetDatabase } from '../helpers/test-db';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to be refused');
}

async function addUser(db: Database, email: string) {
  const [user] = await db.insert(users).values({ email }).returning();
  if (!user) throw new Error('no user');
  return user;
}

async function addEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db
    .insert(events)
    .values({ title: 'Opening', dateTime: new Date('2025-06-20T18:00:00Z'), year: 2025, ...values })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}

const consumer = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  gender: 2,
  date_of_birth: '1990-01-01',
  address: { street: 'Weg 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
  ip: null,
};

forEachDatabase('data model', (use) => {
  beforeEach(() => resetDatabase(use().db));

  it('adding a favourite twice keeps one row and removing the event removes it', async () => {
    const { db } = use();
    const user = await addUser(db, 'fan@example.com');
    const event = await addEvent(db);
    for (let i = 0; i < 2; i++) {
      await db
        .insert(favourites)
        .values({ userId: user.id, eventId: event.id })
        .onConflictDoNothing();
    }
    expect(await db.select().from(favourites)).toHaveLength(1);
    await db.delete(events).where(eq(events.id, event.id));
    expect(await db.select().from(favourites)).toEqual([]);
  });

  it('loads an event with its venue and artists in one relational query', async () => {
    const { db } = use();
    const artist = await addUser(db, 'artist@example.com');
    const [venue] = await db.insert(venues).values({ name: 'Main Stage' }).returning();
    const event = await addEvent(db, { venueId: venue?.id, conferenceTopics: ['AI', 'Data'] });
    await db.insert(eventArtists).values({ eventId: event.id, userId: artist.id, position: 1 });
    const loaded = await db.query.events.findFirst({
      where: eq(events.id, event.id),
      with: { venue: true, artists: { with: { user: true } } },
    });
    expect(loaded?.venue?.name).toBe('Main Stage');
    expect(loaded?.artists.map((a) => a.user.email)).toEqual(['artist@example.com']);
    expect(loaded?.conferenceTopics).toEqual(['AI', 'Data']);
    expect(loaded?.state).toBe('PUBLISHED');
  });

  it('refuses an unknown event state and an end before the start', async () => {
    const { db } = use();
    const state = await failure(
      db.execute(`INSERT INTO events (title, date_time, year, state)
      VALUES ('x', now(), 2025, 'HIDDEN')`),
    );
    expect(pgErrorCode(state)).toBe(PG_CHECK_VIOLATION);
    const end = await failure(addEvent(db, { endTime: new Date('2025-06-20T17:00:00Z') }));
    expect(pgErrorCode(end)).toBe(PG_CHECK_VIOLATION);
  });

  it('refuses a cart amount below one and a cart entry without a cart', async () => {
    const { db } = use();
    const user = await addUser(db, 'buyer@example.com');
    await db.insert(products).values({ uid: 'p1', name: 'Day pass', priceCents: 4900, year: 2025 });
    const orphan = await failure(
      db.insert(cartEntries).values({ userId: user.id, productUid: 'p1', amount: 1 }),
    );
    expect(isForeignKeyViolation(orphan)).toBe(true);
    await db.insert(carts).values({ userId: user.id });
    const zero = await failure(
      db.insert(cartEntries).values({ userId: user.id, productUid: 'p1', amount: 0 }),
    );
    expect(pgErrorCode(zero)).toBe(PG_CHECK_VIOLATION);
  });

  it('keeps orders and tickets of a deleted user and refuses a duplicate ticket code', async () => {
    const { db } = use();
    const user = await addUser(db, 'anna@example.com');
    await db.insert(orders).values({
      uid: 'o1',
      userId: user.id,
      consumer,
      totalCents: 4900,
      grandTotalCents: 4900,
      idempotencyKey: 'k1',
    });
    const ticket = { orderUid: 'o1', ownerName: 'Anna Berg', year: 2025, priceCents: 4900 };
    await db
      .insert(tickets)
      .values({ ...ticket, uid: 't1', ownerUserId: user.id, code: 'ABCDEF123456' });
    const duplicate = await failure(
      db.insert(tickets).values({ ...ticket, uid: 't2', code: 'ABCDEF123456' }),
    );
    expect(isUniqueViolation(duplicate, 'tickets_code_key')).toBe(true);
    const short = await failure(db.insert(tickets).values({ ...ticket, uid: 't3', code: 'SHORT' }));
    expect(pgErrorCode(short)).toBe(PG_CHECK_VIOLATION);

    await db.delete(users).where(eq(users.id, user.id));
    const [order] = await db.select().from(orders);
    const [kept] = await db.select().from(tickets);
    expect(order).toMatchObject({ uid: 'o1', userId: null, status: 'pending', consumer });
    expect(kept).toMatchObject({ uid: 't1', ownerUserId: null, code: 'ABCDEF123456' });
  });

  it('refuses a second order with the same idempotency key', async () => {
    const { db } = use();
    const base = { consumer, totalCents: 0, grandTotalCents: 0, idempotencyKey: 'same' };
    await db.insert(orders).values({ ...base, uid: 'a' });
    const error = await failure(db.insert(orders).values({ ...base, uid: 'b' }));
    expect(isUniqueViolation(error, 'orders_idempotency_key_key')).toBe(true);
  });

  it('refuses a voucher with both or no discounts and one used beyond its limit', async () => {
    const { db } = use();
    const both = await failure(
      db.insert(vouchers).values({ code: 'X', percentOff: 10, amountOffCents: 500 }),
    );
    expect(pgErrorCode(both)).toBe(PG_CHECK_VIOLATION);
    const none = await failure(db.insert(vouchers).values({ code: 'Y' }));
    expect(pgErrorCode(none)).toBe(PG_CHECK_VIOLATION);
    const over = await failure(
      db.insert(vouchers).values({ code: 'Z', percentOff: 10, maxUses: 1, usedCount: 2 }),
    );
    expect(pgErrorCode(over)).toBe(PG_CHECK_VIOLATION);
  });

  it('stores a resent chat message once per sender', async () => {
    const { db } = use();
    const a = await addUser(db, 'a@example.com');
    const b = await addUser(db, 'b@example.com');
    const message = { clientId: 'c-1', senderId: a.id, recipientId: b.id, content: 'Hi' };
    await db.insert(chatMessages).values(message).onConflictDoNothing();
    await db.insert(chatMessages).values(message).onConflictDoNothing();
    await db.insert(chatMessages).values({ ...message, senderId: b.id, recipientId: a.id });
    expect(await db.select().from(chatMessages)).toHaveLength(2);
  });
});
