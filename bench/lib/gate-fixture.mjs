// The gate benchmarks' data, written straight into the fixture server's fresh database: one
// edition with `tickets` tickets (with entry codes) and a gate account. Runs in the tsx child.
import { sql } from 'drizzle-orm';
import { fillEntryCodes } from '../../server/modules/tickets/queries.ts';

const rowsOf = async (db, query) => (await db.execute(query)).rows;

export async function gateFixture({ app, db, options }) {
  const [{ year }] = await rowsOf(
    db,
    sql`SELECT extract(year FROM now() AT TIME ZONE 'Europe/Berlin')::int AS year`,
  );
  await db.execute(
    sql`INSERT INTO products (uid, name, price_cents, year, sort, allows_reentry)
        VALUES ('gate-day', 'Day Ticket', 7900, ${year}, 1, false)`,
  );
  await db.execute(
    sql`INSERT INTO orders (uid, status, consumer, total_cents, grand_total_cents)
        VALUES ('bench-gate-order', 'completed', '{"email":"bench@bench.test"}'::jsonb, 0, 0)`,
  );
  await db.execute(
    sql`INSERT INTO tickets (uid, order_uid, product_uid, owner_name, year, price_cents, code)
        SELECT gen_random_uuid()::text, 'bench-gate-order', 'gate-day', 'Bench Guest ' || g,
               ${year}, 7900, upper(substr(md5(g::text || random()::text), 1, 12))
        FROM generate_series(1, ${options.tickets}) g`,
  );
  await fillEntryCodes(db, app.ticketKeys.credentials);
  const [gate] = await rowsOf(
    db,
    sql`INSERT INTO users (email, first_name, last_name, name, confirmed)
        VALUES ('gate@bench.test', 'Bench', 'Gate', 'benchgate', true) RETURNING id`,
  );
  const gateId = Number(gate.id);
  await db.execute(
    sql`INSERT INTO user_roles (user_id, role) VALUES (${gateId}, 'ROLE_USER'), (${gateId}, 'ROLE_GATE')`,
  );
  return {
    data: { year, token: await app.accessTokens.sign(gateId) },
    actions: {
      /** Entry credentials of `count` tickets from `from` on, in a fixed order. */
      async credentials({ from, count }) {
        const rows = await rowsOf(
          db,
          sql`SELECT uid, year, credential_version AS version FROM tickets
              ORDER BY uid OFFSET ${from} LIMIT ${count}`,
        );
        return rows.map(
          (row) =>
            app.ticketKeys.credentials.issue({
              ticketUid: row.uid,
              year: Number(row.year),
              version: Number(row.version),
            }).credential,
        );
      },
      /** Check-ins the server holds per gate. */
      async checkins() {
        const rows = await rowsOf(
          db,
          sql`SELECT gate, count(*)::int AS n FROM gate_scans WHERE outcome = 'checkin' GROUP BY gate`,
        );
        return Object.fromEntries(rows.map((row) => [row.gate, Number(row.n)]));
      },
    },
  };
}
