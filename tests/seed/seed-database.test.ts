import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { events } from '../../server/db/schema/program';
import { settings } from '../../server/db/schema/reference';
import { products } from '../../server/db/schema/shop';
import { users } from '../../server/db/schema/users';
import { verifyPassword } from '../../server/security/passwords';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from '../../src/api/contract/conference';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/data/demo-accounts';
import { seedDatabase, type SeedSummary } from '../../server/seed/seed-database';
import { forEachDatabase } from '../helpers/test-db';

const count = async (db: Parameters<typeof queryRows>[0], table: string) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return row?.n ?? 0;
};

forEachDatabase('seed database', (use) => {
  let first: SeedSummary | undefined;

  it('fills an empty database with the demo festival', async () => {
    const { db } = use();
    first = await seedDatabase(db);
    expect(first.seeded).toBe(true);
    expect(await count(db, 'users')).toBe(first.rows.users);
    expect(await count(db, 'events')).toBeGreaterThanOrEqual(150);
    expect(await count(db, 'venues')).toBeGreaterThanOrEqual(10);
    expect(await count(db, 'files')).toBe(first.rows.files);
    const [artists] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_roles WHERE role = 'ROLE_ARTIST'`,
    );
    expect(artists?.n).toBeGreaterThanOrEqual(80);
    expect(await count(db, 'feed_likes')).toBeGreaterThan(0);
    expect(await count(db, 'comments')).toBeGreaterThan(0);
    expect(await count(db, 'favourites')).toBeGreaterThan(0);
  });

  it('stores settings, shop and conference values the app expects', async () => {
    const { db } = use();
    const rows = await db.select().from(settings);
    const value = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(value).toEqual({
      yearOptions: [2024, 2025],
      defaultYear: 2025,
      festival: { name: 'Festival', place: 'Osthafen, Berlin' },
    });
    const shop = await db.select().from(products);
    expect(shop.length).toBeGreaterThanOrEqual(4);
    expect(shop.filter((p) => p.soldOut)).toHaveLength(1);
    const sessions = await db.select().from(events).where(eq(events.conference, true));
    for (const session of sessions) {
      expect(CONFERENCE_TYPES).toContain(session.conferenceType);
      for (const topic of session.conferenceTopics) expect(CONFERENCE_TOPICS).toContain(topic);
    }
  });

  it('demo accounts log in with the documented password and phantoms cannot', async () => {
    const { db } = use();
    const demo = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const [user] = await db.select().from(users).where(eq(users.email, account.email));
        return user;
      }),
    );
    expect(demo.every((user) => user?.confirmed === true)).toBe(true);
    // Every account shares the one hash of the demo password, so verifying one covers all.
    const hashes = new Set(demo.map((user) => user?.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword(demo[0]?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
    const phantoms = await queryRows<{ email: string; password_hash: string | null }>(
      db,
      sql`SELECT u.email, u.password_hash FROM users u
          JOIN user_roles r ON r.user_id = u.id AND r.role = 'ROLE_PHANTOM'`,
    );
    expect(phantoms.length).toBeGreaterThanOrEqual(4);
    for (const phantom of phantoms) {
      expect(phantom.password_hash).toBeNull();
      expect(phantom.email).toMatch(/@phantom\.festival\.invalid$/);
    }
  });

  it('a second run changes nothing and new rows still get fresh ids', async () => {
    const { db } = use();
    const before = await count(db, 'users');
    const again = await seedDatabase(db);
    expect(again.seeded).toBe(false);
    expect(await count(db, 'users')).toBe(before);
    const [created] = await db
      .insert(users)
      .values({ email: 'newcomer@example.com', name: 'Newcomer' })
      .returning({ id: users.id });
    expect(created?.id).toBe(before + 1);
  });
});
