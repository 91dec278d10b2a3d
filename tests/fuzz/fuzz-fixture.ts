/**
 * The fuzzed app on PGlite with a program, a shop, a post, a member's paid order, a paid guest
 * order whose tickets nobody owns yet (a code or its claim link attaches them) and three callers
 * (guest, member, admin). Its job queue is stopped so that every database write comes
 * from a request (write-watch.ts depends on it). The hints let plausible requests hit real rows.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets } from '../../server/db/schema/orders';
import { users } from '../../server/db/schema/users';
import type { Role } from '../../src/api/contract/roles';
import { placeOrderResult } from '../../src/api/contract/checkout';
import {
  apiHeaders,
  createTestApp,
  createUser,
  sessionToken,
  TEST_PASSWORD,
  type TestApp,
} from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { PNG_BYTES, seedProgram } from '../server/program-fixture';
import { buyer, seedShop, signedCallback } from '../shop/shop-fixture';
import type { Actor } from './fuzz-cases';
import type { ValueHints } from './schema-values';

export interface FuzzFixture {
  database: TestDatabase;
  t: TestApp;
  tokens: Record<Actor, string>;
  /** Logs member and admin in again when a fuzzed logout ended their session. */
  keepLoggedIn(): Promise<void>;
  hints: ValueHints;
  close(): Promise<void>;
}

const PNG_DATA_URL = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

async function post(app: FastifyInstance, url: string, token: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** `showErrors` logs what went wrong behind a 500 (the tests run silent). */
export async function createFuzzFixture(showErrors = false): Promise<FuzzFixture> {
  const database = await createTestDatabase('pglite');
  const config = { ...database.config, logLevel: showErrors ? 'error' : database.config.logLevel };
  const t = await createTestApp({ ...database, config });
  await t.app.ready();
  await t.app.jobs.stop();
  const { db } = database;
  const program = await seedProgram(db, t.app);
  await seedShop(db);
  const author = program.people.member;
  await post(t.app, '/api/feed/create', author.token, {
    text: 'Hello festival',
    file: PNG_DATA_URL,
  });
  const placed = placeOrderResult.parse(
    (
      await post(t.app, '/api/ticket/order/place', author.token, {
        products: [{ product: 'pass', quantity: 2 }],
        consumer: buyer,
        payment_method: 'card',
      })
    ).json(),
  );
  await (
    await signedCallback(db, t.app, placed.orderId, 'paid')
  )();
  const guest = placeOrderResult.parse(
    (
      await post(t.app, '/api/ticket/order/place', '', {
        products: [{ product: 'day', quantity: 2 }],
        consumer: { ...buyer, email: 'fuzz-guest@example.org' },
        payment_method: 'card',
      })
    ).json(),
  );
  await (
    await signedCallback(db, t.app, guest.orderId, 'paid')
  )();
  // The token of the guest order mail's claim link (/ticket/claim/{orderId}?t=…).
  const claimToken = new URL(
    t.app.ticketKeys.links.claim(guest.orderId),
    'http://app',
  ).searchParams.get('t');
  const codes = (await db.select({ code: tickets.code }).from(tickets)).map((row) => row.code);
  // Callers come last, so the ids the fuzzer aims at are the fixture's and not their own.
  const ids = Array.from({ length: 12 }, (_, i) => i + 1);
  const user = await createUser(db, { email: 'fuzz-user@example.org' }, t.app);
  const admin = await createUser(
    db,
    { email: 'fuzz-admin@example.org', roles: ['ROLE_USER', 'ROLE_ADMIN'] },
    t.app,
  );
  const hints: ValueHints = {
    ids,
    byName: {
      product: ['day', 'pass', 'limited', 'vip', 'html'],
      productUid: ['day', 'pass', 'limited', 'vip', 'html'],
      vouchers: ['EARLYBIRD10', 'FREE100', 'ONCE', 'OLD2024'],
      payment_method: ['card', 'bank'],
      code: codes,
      orderId: [placed.orderId, guest.orderId],
      orderUid: [placed.orderId, guest.orderId],
      token: [claimToken ?? ''],
      email: [buyer.email, user.email, 'fuzz-guest@example.org', 'nobody@example.org'],
      password: [TEST_PASSWORD],
      year: [2024, 2025],
      file: [PNG_DATA_URL],
      image: [PNG_DATA_URL],
    },
  };
  const tokens: Record<Actor, string> = { guest: '', user: user.token, admin: admin.token };
  const actors = {
    user: { account: user, roles: ['ROLE_USER'] as Role[] },
    admin: { account: admin, roles: ['ROLE_USER', 'ROLE_ADMIN'] as Role[] },
  };
  const keepLoggedIn = async () => {
    for (const [actor, { account, roles }] of Object.entries(actors) as [
      'user' | 'admin',
      (typeof actors)['user'],
    ][]) {
      if (await t.app.sessions.authenticate(tokens[actor])) continue;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, account.id));
      // A valid account deletion (the right password) is a success too: the actor signs up again.
      if (!row) actors[actor].account = await createUser(db, { email: account.email, roles });
      tokens[actor] = await sessionToken(t.app, actors[actor].account.id);
    }
  };
  return {
    database,
    t,
    tokens,
    keepLoggedIn,
    hints,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}
