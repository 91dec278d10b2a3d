// Data of the server benchmarks, written straight into the fresh database of the fixture server
// (set-based INSERTs: seconds, even for 20,000 people on PGlite). Runs in the tsx child only.
import { sql } from 'drizzle-orm';
import { publishProgramChanged } from '../../server/modules/push/program-change.ts';
import { readModel, seedLobby } from '../../tests/people/lobby-fixture.ts';
import { gateFixture } from './gate-fixture.mjs';

const rowsOf = async (db, query) => (await db.execute(query)).rows;

/** `count` confirmed members (ROLE_USER) named '<prefix> n'; answers their ids in order. */
async function insertMembers(db, prefix, count) {
  const rows = await rowsOf(
    db,
    sql`INSERT INTO users (email, first_name, last_name, name, confirmed)
        SELECT ${prefix} || g || '@bench.test', 'Bench', ${prefix} || ' ' || g, ${prefix} || g, true
        FROM generate_series(1, ${count}) g
        RETURNING id`,
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.execute(
    sql`INSERT INTO user_roles (user_id, role)
        SELECT id, 'ROLE_USER' FROM users WHERE email LIKE ${`${prefix}%@bench.test`}`,
  );
  return ids;
}

/** The access token of a real login (a sessions row): a token needs a live session since #33. */
const loginToken = async (app, userId) => (await app.sessions.start(userId, 'bench')).accessToken;

/** The devices of the test push service, for the members `ids` (one each, in order). */
async function insertDevices(db, ids, subscriptions) {
  // 10,000 a statement: one JSON parameter of 100,000 devices would be some 25 MB.
  for (let start = 0; start < subscriptions.length; start += 10_000) {
    const devices = JSON.stringify(
      subscriptions.slice(start, start + 10_000).map((s, i) => ({
        user_id: ids[start + i],
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
      })),
    );
    await db.execute(
      sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
          SELECT user_id, endpoint, p256dh, auth
          FROM jsonb_to_recordset(${devices}::jsonb)
            AS d(user_id int, endpoint text, p256dh text, auth text)`,
    );
  }
}

/** How the push jobs ended: done, still open, failed at least once. */
async function pushJobs(db) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
               count(*) FILTER (WHERE done_at IS NULL)::int AS open,
               count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failed
        FROM jobs WHERE kind = 'push.deliver'`,
  );
  return row;
}

export const FIXTURES = {
  gate: gateFixture,

  /** A promoter (staff) with an access token who imports schedule files over HTTP (issue #40). */
  async scheduleImport({ app, db }) {
    const [staff] = await insertMembers(db, 'planner', 1);
    await db.execute(
      sql`INSERT INTO user_roles (user_id, role) VALUES (${staff}, 'ROLE_PROMOTER')`,
    );
    return { data: { staffToken: await loginToken(app, staff) }, actions: {} };
  },

  /**
   * `subscriptions.length` members with one device each at the local test push service, and a
   * promoter (staff) with an access token who sends the announcement over HTTP.
   */
  async announcement({ app, db, options }) {
    const { subscriptions } = options;
    const ids = await insertMembers(db, 'fan', subscriptions.length);
    await insertDevices(db, ids, subscriptions);
    const [staff] = await insertMembers(db, 'staff', 1);
    await db.execute(
      sql`INSERT INTO user_roles (user_id, role) VALUES (${staff}, 'ROLE_PROMOTER')`,
    );
    return {
      data: {
        members: ids.length,
        staffToken: (await app.sessions.start(staff, 'bench')).accessToken,
      },
      actions: {
        jobs: () => pushJobs(db),
      },
    };
  },

  /**
   * One ticket type with `quota` tickets and a sandbox payment method, for the on-sale peak.
   * `tally` reads back what was sold.
   */
  async onsale({ db, options }) {
    await db.execute(
      sql`INSERT INTO products (uid, name, price_cents, year, sort, availability)
          VALUES ('onsale', 'Festival Pass', 18900, extract(year FROM now())::int, 1, ${options.quota})`,
    );
    await db.execute(
      sql`INSERT INTO payment_methods (uid, name, costs_cents, sort) VALUES ('card', 'Card', 0, 1)`,
    );
    return {
      data: { productUid: 'onsale', paymentMethodUid: 'card' },
      actions: {
        async tally() {
          const [sold] = await rowsOf(
            db,
            sql`SELECT count(*)::int AS tickets, count(DISTINCT uid)::int AS "distinctUids",
                       count(DISTINCT code)::int AS "distinctCodes",
                       (SELECT availability FROM products WHERE uid = 'onsale') AS "left"
                FROM tickets WHERE product_uid = 'onsale'`,
          );
          const [orders] = await rowsOf(
            db,
            sql`SELECT count(*) FILTER (WHERE o.status = 'completed')::int AS completed,
                       count(*) FILTER (WHERE o.status = 'pending')::int AS pending,
                       coalesce(sum(i.quantity) FILTER (WHERE o.status = 'completed'), 0)::int
                         AS "completedQuantity"
                FROM orders o JOIN order_items i ON i.order_uid = o.uid`,
          );
          const [mails] = await rowsOf(
            db,
            sql`SELECT count(*) FILTER (WHERE done_at IS NOT NULL)::int AS sent,
                       count(*)::int AS queued
                FROM jobs WHERE kind = 'order.mail'`,
          );
          return { ...sold, ...orders, mails };
        },
      },
    };
  },

  /** The lobby test's 20,000 people and a viewer with tags, a company and roles. */
  async lobby({ app, db, options }) {
    await seedLobby(db, options.people);
    const people = await readModel(db);
    const viewer = people.find(
      (p) => p.listed && p.tagIds.length >= 2 && p.companyIds.length >= 1 && p.roles.length >= 2,
    );
    if (!viewer) throw new Error('no suitable viewer');
    return {
      data: {
        people: people.length,
        viewerId: viewer.id,
        token: await loginToken(app, viewer.id),
      },
    };
  },

  /** Members who chat; each gets an access token of a login of their own. */
  async chat({ app, db, options }) {
    const ids = await insertMembers(db, 'chat', options.members);
    const members = [];
    for (const id of ids) members.push({ id, token: await loginToken(app, id) });
    return { data: { members } };
  },

  /**
   * One published event saved by `subscriptions.length` members, each with one device at the
   * local test push service. `moveEvent` moves it an hour and says so on the bus, as event editing
   * does: the push module then queues and sends one notice per device.
   */
  async push({ app, db, options }) {
    const { subscriptions } = options;
    const ids = await insertMembers(db, 'push', subscriptions.length);
    const [event] = await rowsOf(
      db,
      sql`INSERT INTO events (title, date_time, year, state)
          VALUES ('Bench Night', now() + interval '7 days', extract(year FROM now())::int, 'PUBLISHED')
          RETURNING id`,
    );
    const eventId = Number(event.id);
    await insertDevices(db, ids, subscriptions);
    await db.execute(
      sql`INSERT INTO favourites (user_id, event_id) SELECT id, ${eventId} FROM users
          WHERE email LIKE 'push%@bench.test'`,
    );
    return {
      data: { eventId, members: ids.length },
      actions: {
        async moveEvent() {
          await db.execute(
            sql`UPDATE events SET date_time = date_time + interval '1 hour' WHERE id = ${eventId}`,
          );
          await publishProgramChanged(app.bus, eventId);
          return null;
        },
        jobs: () => pushJobs(db),
      },
    };
  },

  /**
   * `subscriptions.length` members with one device each and the default reminder (15 minutes).
   * `saveEvents({ dueFrom, events })` adds `events` published events whose reminders fall due one
   * per second from `dueFrom` (ms since the epoch), each saved by an equal share of the members;
   * answers each event's due time. The server's own scheduler does the rest.
   */
  async reminders({ db, options }) {
    const { subscriptions } = options;
    const ids = await insertMembers(db, 'remind', subscriptions.length);
    await insertDevices(db, ids, subscriptions);
    await db.execute(sql`INSERT INTO venues (name) VALUES ('Bench Stage')`);
    return {
      data: { members: ids.length },
      actions: {
        async saveEvents({ dueFrom, events, leadMinutes }) {
          const rows = await rowsOf(
            db,
            sql`INSERT INTO events (title, date_time, year, state, venue_id)
                SELECT 'Bench Set ' || g,
                       to_timestamp((${dueFrom}::bigint + (g - 1) * 1000 + ${leadMinutes}::int * 60000) / 1000.0),
                       extract(year FROM now())::int, 'PUBLISHED',
                       (SELECT id FROM venues ORDER BY id LIMIT 1)
                FROM generate_series(1, ${events}::int) g
                RETURNING id, date_time`,
          );
          const eventIds = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
          await db.execute(
            sql`INSERT INTO favourites (user_id, event_id)
                SELECT u.id, (${JSON.stringify(eventIds)}::jsonb ->> ((u.n - 1) % ${events}::int)::int)::int
                FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users
                      WHERE email LIKE 'remind%@bench.test') u`,
          );
          return rows.map((row) => ({
            eventId: Number(row.id),
            dueAt: new Date(row.date_time).getTime() - leadMinutes * 60_000,
          }));
        },
        async sent() {
          const [row] = await rowsOf(
            db,
            sql`SELECT count(*)::int AS reminders,
                       (SELECT count(*)::int FROM jobs
                        WHERE key LIKE 'push:reminder:%' AND last_error IS NOT NULL) AS failed
                FROM reminders_sent`,
          );
          return row;
        },
      },
    };
  },
};
