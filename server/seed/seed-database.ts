import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows, type Transaction } from '../db/client';
import { files } from '../db/schema/files';
import { orderItems, orders, tickets } from '../db/schema/orders';
import { professions, userEditors, userGenres, userTags } from '../db/schema/people';
import {
  eventArtists,
  eventEditors,
  eventGenres,
  events,
  favourites,
  venues,
} from '../db/schema/program';
import { companies, genres, settings, tags } from '../db/schema/reference';
import { paymentMethods, products, vouchers } from '../db/schema/shop';
import { comments, feedItems, feedLikes } from '../db/schema/social';
import { userRoles, users } from '../db/schema/users';
import {
  pairSnapshots,
  recordProgramChanges,
  snapshotEvents,
} from '../modules/schedule/record-change';
import { hashPassword } from '../security/passwords';
import { bulkInsert } from './bulk-insert';
import { DEMO_PASSWORD } from './data/demo-accounts';
import { generateSeed } from './generate-seed';
import { fileRows, userLinkRows, userRows } from './seed-rows-people';
import { eventLinkRows, eventRows, settingRows, venueRows } from './seed-rows-program';
import { feedRows, orderRows, shopRows } from './seed-rows-shop';
import type { SeedOptions, SeedPlan } from './seed-plan';

export interface SeedSummary {
  /** False when the database already had users and nothing was written. */
  seeded: boolean;
  durationMs: number;
  plan: SeedPlan | null;
  /** Rows written per table. */
  rows: Record<string, number>;
}

// Any fixed 64-bit number works; it keeps two nodes starting at once from seeding twice.
const SEED_LOCK_ID = 7_262_930_152;

const SERIAL_TABLES = [files, users, companies, tags, genres, venues, events, feedItems];

const countUsers = async (db: Database | Transaction) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM users`,
  );
  return row?.count ?? 0;
};

async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
  written: Record<string, number>,
): Promise<void> {
  const name = getTableName(table);
  written[name] = (written[name] ?? 0) + (await bulkInsert(tx, table, rows));
}

/** Explicit ids leave the serial sequences behind; move them past the seeded rows. */
async function advanceSequences(tx: Transaction): Promise<void> {
  for (const table of SERIAL_TABLES) {
    const name = getTableName(table);
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), ` +
          `GREATEST((SELECT max(id) FROM "${name}"), 1))`,
      ),
    );
  }
}

/**
 * Fills an empty database with the demo festival in one transaction. Does nothing when any user
 * exists, so it is safe to call on every start.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const skipped = (): SeedSummary => ({
    seeded: false,
    durationMs: performance.now() - started,
    plan: null,
    rows: {},
  });
  if ((await countUsers(db)) > 0) return skipped();
  const data = generateSeed(options);
  // One hash for every account: hashing thousands of passwords with argon2id would take minutes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const written: Record<string, number> = {};
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await countUsers(tx)) > 0) return false;
    const people = userLinkRows(data);
    const program = eventLinkRows(data);
    const shop = shopRows(data);
    const purchases = orderRows(data);
    const feed = feedRows(data);
    await insertAll(tx, files, fileRows(data), written);
    await insertAll(tx, companies, data.companies, written);
    await insertAll(tx, tags, data.tags, written);
    await insertAll(tx, genres, data.genres, written);
    await insertAll(tx, users, userRows(data, passwordHash), written);
    await insertAll(tx, userRoles, people.roles, written);
    await insertAll(tx, userTags, people.tags, written);
    await insertAll(tx, userGenres, people.genres, written);
    await insertAll(tx, professions, people.professions, written);
    await insertAll(tx, userEditors, people.editors, written);
    await insertAll(tx, venues, venueRows(data), written);
    await insertAll(tx, events, eventRows(data), written);
    await insertAll(tx, eventArtists, program.artists, written);
    await insertAll(tx, eventGenres, program.genres, written);
    await insertAll(tx, eventEditors, program.editors, written);
    await insertAll(tx, favourites, people.favourites, written);
    await insertAll(tx, products, shop.products, written);
    await insertAll(tx, paymentMethods, shop.paymentMethods, written);
    await insertAll(tx, vouchers, shop.vouchers, written);
    await insertAll(tx, orders, purchases.orders, written);
    await insertAll(tx, orderItems, purchases.items, written);
    await insertAll(tx, tickets, purchases.tickets, written);
    await insertAll(tx, feedItems, feed.items, written);
    await insertAll(tx, feedLikes, feed.likes, written);
    await insertAll(tx, comments, feed.comments, written);
    // Settings may have been chosen before any account existed; keep them.
    await tx.insert(settings).values(settingRows(data)).onConflictDoNothing();
    await advanceSequences(tx);
    // The demo program is published as version 1 of its schedule (issue #40).
    const seededEvents = await snapshotEvents(
      tx,
      eventRows(data).flatMap((row) => (row.id === undefined ? [] : [row.id])),
    );
    await recordProgramChanges(tx, pairSnapshots(new Map(), seededEvents));
    return true;
  });
  if (!seeded) return skipped();
  return { seeded: true, durationMs: performance.now() - started, plan: data.plan, rows: written };
}
