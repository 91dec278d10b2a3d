import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../../server/config';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from '../../server/db/client';
import { users } from '../../server/db/schema/users';
import { createTestDatabase, databaseKinds, forEachDatabase } from '../helpers/test-db';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

// These open two PGlites from scratch (initdb each), which takes long on a busy machine.
const TWO_FRESH_PGLITES_MS = 180_000;

const countMigrations = sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;

forEachDatabase('migrations', (use) => {
  it('records every migration in the journal', async () => {
    const rows = await queryRows<{ n: number }>(use().db, countMigrations);
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('creates the tables of the data model', async () => {
    const rows = await queryRows<{ name: string }>(
      use().db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const names = rows.map((r) => r.name);
    expect(names.sort()).toEqual(
      [
        'announcements',
        'attempt_counters',
        'audit_log',
        'blocks',
        'cart_entries',
        'carts',
        'chat_messages',
        'comments',
        'companies',
        'event_artists',
        'event_editors',
        'event_genres',
        'events',
        'favourite_decisions',
        'favourites',
        'feed_items',
        'feed_likes',
        'files',
        'gate_scans',
        'genres',
        'ics_feed_tokens',
        'invoice_counters',
        'invoices',
        'jobs',
        'message_reports',
        'notification_settings',
        'order_items',
        'orders',
        'payment_methods',
        'products',
        'professions',
        'program_changes',
        'program_releases',
        'program_version',
        'push_subscriptions',
        'refunds',
        'reminders_sent',
        'secrets',
        'sessions',
        'settings',
        'tags',
        'ticket_transfers',
        'tickets',
        'used_id_token_nonces',
        'user_editors',
        'user_genres',
        'user_identities',
        'user_roles',
        'user_tags',
        'users',
        'venues',
        'vouchers',
      ].sort(),
    );
  });
});

describe('migrations applied twice', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it(
    'reopening an on-disk PGlite keeps data and applies nothing new',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'festival-db-'));
      dirs.push(dir);
      const config = loadConfig({ DATA_DIR: dir });
      const first = await openDatabase(config);
      await first.db.insert(users).values({ email: 'kept@example.com' });
      await first.close();

      const second = await openDatabase(config);
      const kept = await second.db.select().from(users);
      const applied = await queryRows<{ n: number }>(second.db, countMigrations);
      await second.close();
      expect(kept.map((u) => u.email)).toEqual(['kept@example.com']);
      expect(applied[0]?.n).toBe(journal.entries.length);
    },
    TWO_FRESH_PGLITES_MS,
  );

  it.runIf(databaseKinds.includes('postgres'))(
    'several PostgreSQL nodes starting at once migrate exactly once',
    async () => {
      const fresh = await createTestDatabase('postgres');
      try {
        const nodes = await Promise.all([1, 2, 3].map(() => openDatabase(fresh.config)));
        const applied = await queryRows<{ n: number }>(fresh.db, countMigrations);
        await Promise.all(nodes.map((node) => node.close()));
        expect(applied[0]?.n).toBe(journal.entries.length);
      } finally {
        await fresh.close();
      }
    },
  );

  it(
    'an in-memory PGlite starts empty every time',
    async () => {
      const config = loadConfig({ DATA_DIR: IN_MEMORY });
      const first = await openDatabase(config);
      await first.db.insert(users).values({ email: 'gone@example.com' });
      await first.close();
      const second = await openDatabase(config);
      const rows = await second.db.select().from(users);
      await second.close();
      expect(rows).toEqual([]);
    },
    TWO_FRESH_PGLITES_MS,
  );
});
