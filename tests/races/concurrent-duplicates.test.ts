/**
 * Idempotency and races (issue #11): the same request 100 times at once has its effect exactly
 * once — favourites, likes, cart steps, sign-ups with one e-mail, ticket claims by code and by
 * the order mail's link. (Payment callbacks and the order Idempotency-Key are in
 * tests/shop/orders.test.ts, claims one at a time in tests/shop/ticket-ownership.test.ts.) On
 * PostgreSQL the requests really run in parallel over the pool; on PGlite their statements
 * interleave. The job queue is stopped, so queued mails and pushes stay in the table to be counted.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/api/contract/auth';
import { AUTH_LIMITS } from '../../server/modules/auth/limits';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { cartDto, MAX_QUANTITY, SHOP_MESSAGES } from '../../src/api/contract/shop';
import { orderSignupResult, TICKET_MESSAGES } from '../../src/api/contract/tickets';
import { jobs } from '../../server/db/schema/jobs';
import { orders, tickets } from '../../server/db/schema/orders';
import { favourites } from '../../server/db/schema/program';
import { feedLikes } from '../../server/db/schema/social';
import { cartEntries } from '../../server/db/schema/shop';
import { users } from '../../server/db/schema/users';
import { MAIL_JOB } from '../../server/mail/mail-jobs';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES, seedProgram } from '../server/program-fixture';
import { buyer, seedShop, signedCallback } from '../shop/shop-fixture';

// The signups hash 200 passwords: cheap parameters, the race does not depend on them.
vi.mock('argon2', async () => (await import('../helpers/cheap-argon2')).cheapArgon2());

const TIMES = 100;
const SIGNUP_KEYS = ['checkoutToken', 'email', 'message'];
const times = <T>(request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: TIMES }, (_, i) => request(i)));

forEachDatabase('100 concurrent duplicates', (use) => {
  let t: TestApp;
  let eventId: number;
  let author: CreatedUser;
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp(use());
    await t.app.ready();
    await t.app.jobs.stop();
    const program = await seedProgram(use().db, t.app);
    eventId = program.events.lateNight;
    await seedShop(use().db);
    author = await createUser(use().db, {}, t.app);
    const file = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    const created = await post('/api/feed/create', { text: 'Sunrise set', file }, author.token);
    postId = created.json<{ id: number }>().id;
    const subscription = {
      // The local stand-in push service the tests allow (jobs are stopped: nothing is sent).
      endpoint: 'http://127.0.0.1:9/push/author',
      keys: { p256dh: 'k', auth: 'a' },
    };
    expect((await post('/api/push/subscribe', subscription, author.token)).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...apiHeaders(token), ...headers } });
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });
  /**
   * A sign-up from a client of its own: each address may try a limited number of sign-ups an
   * hour, which is not what these races are about.
   */
  let clients = 0;
  const signupFromOwnClient = (url: string, payload: object) => {
    clients += 1;
    const remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    return t.app.inject({ method: 'POST', url, headers: apiHeaders(), payload, remoteAddress });
  };
  const statuses = (answers: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('a favourite added 100 times at once is saved once; removed 100 times, it is gone', async () => {
    const member = await createUser(db(), {}, t.app);
    const mine = () =>
      db()
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, member.id), eq(favourites.eventId, eventId)));
    const added = await times(() => get(`/api/event/favourites/add/${eventId}`, member.token));
    expect(statuses(added)).toEqual({ 200: TIMES });
    expect(await mine()).toHaveLength(1);
    const removed = await times(() => get(`/api/event/favourites/remove/${eventId}`, member.token));
    expect(statuses(removed)).toEqual({ 200: TIMES });
    expect(await mine()).toHaveLength(0);
  });

  it('a like sent 100 times at once counts once and tells the author once', async () => {
    const fan = await createUser(db(), {}, t.app);
    // As the outbox replays it (one key) and as a double-tap does (no key).
    const replayed = await times(() =>
      get(`/api/feed/like/${postId}`, fan.token, { 'idempotency-key': 'outbox-row-1' }),
    );
    const tapped = await times(() => get(`/api/feed/like/${postId}`, fan.token));
    expect(statuses([...replayed, ...tapped])).toEqual({ 200: 2 * TIMES });
    const likes = await db()
      .select()
      .from(feedLikes)
      .where(and(eq(feedLikes.feedId, postId), eq(feedLikes.userId, fan.id)));
    expect(likes).toHaveLength(1);
    const pushes = await db()
      .select()
      .from(jobs)
      .where(like(jobs.key, `push:like:${postId}:${fan.id}:%`));
    expect(pushes).toHaveLength(1);
  });

  it('cart +1 sent 100 times at once stops exactly at the stock and at the per-ticket limit', async () => {
    const shopper = await createUser(db(), {}, t.app);
    const amountOf = async (product: string) =>
      (
        await db()
          .select({ amount: cartEntries.amount })
          .from(cartEntries)
          .where(and(eq(cartEntries.userId, shopper.id), eq(cartEntries.productUid, product)))
      )[0]?.amount ?? 0;
    // 'limited' has 2 left, 'day' has no stock limit.
    const limited = await times(() => get('/api/cart/amount/limited/+1', shopper.token));
    expect(statuses(limited)).toEqual({ 200: 2, 409: TIMES - 2 });
    expect(limited.find((res) => res.statusCode === 409)?.json()).toMatchObject({
      message: SHOP_MESSAGES.notEnoughLeft,
    });
    expect(await amountOf('limited')).toBe(2);
    const day = await times(() => get('/api/cart/amount/day/1', shopper.token));
    expect(statuses(day)).toEqual({ 200: MAX_QUANTITY, 400: TIMES - MAX_QUANTITY });
    expect(day.find((res) => res.statusCode === 400)?.json()).toMatchObject({
      message: SHOP_MESSAGES.tooMany,
    });
    expect(await amountOf('day')).toBe(MAX_QUANTITY);
    // Each -1 takes exactly one off: as many as there are at once empty the line.
    const down = await Promise.all(
      Array.from({ length: MAX_QUANTITY }, () => get('/api/cart/amount/day/-1', shopper.token)),
    );
    expect(statuses(down)).toEqual({ 200: MAX_QUANTITY });
    expect(await amountOf('day')).toBe(0);
    const cart = cartDto.parse((await get('/api/cart/my', shopper.token)).json());
    expect(cart.entries.map((entry) => [entry.uid, entry.amount])).toEqual([['limited', 2]]);
  });

  /**
   * The refused answers of a race of one address's sign-ups: 403 "Email already exists", or 429
   * once the address had its five sign-ups an hour (each mails it).
   */
  const expectRefusedAsDuplicates = (answers: { statusCode: number; json: () => unknown }[]) => {
    for (const res of answers.filter((r) => r.statusCode === 403)) {
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.emailExists });
    }
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
    }
  };

  /** The confirmation links queued (the job queue is stopped) for `email`: their tokens. */
  const confirmationTokens = async (email: string) => {
    const mails = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${email}`));
    return mails.map(({ payload }) => {
      const token = /confirm-account\?token=([\w-]+)/.exec(JSON.stringify(payload))?.[1];
      if (!token) throw new Error(`A mail to ${email} without a confirmation link`);
      return token;
    });
  };

  const SIGNUPS_AN_HOUR = AUTH_LIMITS.signupAccount.limit;
  const oneConfirms = (links: number) => (links > 1 ? { 200: 1, 400: links - 1 } : { 200: 1 });

  /** Clicks every link at once: what the mailbox's owner (or anyone holding a mail) could do. */
  const confirmAll = (tokens: string[]) =>
    Promise.all(tokens.map((token) => get(`/api/auth/confirm-account?token=${token}`, '')));

  /** A paid guest order of `quantity` passes bought with `email`: its tickets belong to nobody. */
  const guestOrder = async (email: string, quantity: number) => {
    const res = await post('/api/ticket/order/place', {
      products: [{ product: 'pass', quantity }],
      vouchers: [],
      consumer: { ...buyer, email },
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = placeOrderResult.parse(res.json());
    expect((await (await signedCallback(db(), t.app, orderId, 'paid'))()).statusCode).toBe(200);
    const issued = await db().select().from(tickets).where(eq(tickets.orderUid, orderId));
    expect(issued.map((ticket) => ticket.ownerUserId)).toEqual(Array(quantity).fill(null));
    return { orderId, issued };
  };
  const ticketRow = async (uid: string) =>
    (await db().select().from(tickets).where(eq(tickets.uid, uid)))[0];
  const people = (count: number) =>
    Promise.all(Array.from({ length: count }, () => createUser(db(), {}, t.app)));

  it('a signup sent 100 times at once with one e-mail leaves one account, and only its mail confirms', async () => {
    const email = 'twins@example.org';
    const answers = await times((i) =>
      signupFromOwnClient('/api/auth/signup', {
        firstName: 'Twin',
        lastName: 'Signup',
        name: `twin${i}`,
        email: i % 2 ? email : email.toUpperCase(),
        password: 'Festival1!',
      }),
    );
    // An unconfirmed sign-up gives way to the next one of its address, so several may be
    // accepted one after the other; those that overlap an insert are refused as duplicates.
    const { 201: accepted = 0, 403: refused = 0, 429: limited = 0 } = statuses(answers);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(SIGNUPS_AN_HOUR);
    expect(accepted + refused + limited, JSON.stringify(statuses(answers))).toBe(TIMES);
    expectRefusedAsDuplicates(answers);
    const [account, ...others] = await db().select().from(users).where(eq(users.email, email));
    expect(others).toEqual([]);
    expect(account?.confirmed).toBe(false);
    // One mail per accepted sign-up; the links of replaced sign-ups died with them.
    const tokens = await confirmationTokens(email);
    expect(tokens).toHaveLength(accepted);
    expect(statuses(await confirmAll(tokens))).toEqual(oneConfirms(accepted));
    const [confirmed] = await db().select().from(users).where(eq(users.email, email));
    expect(confirmed).toMatchObject({ id: account?.id, confirmed: true });
    // Confirmed, the address is held for good.
    const late = await signupFromOwnClient('/api/auth/signup', {
      firstName: 'Late',
      lastName: 'Twin',
      name: 'latetwin',
      email,
      password: 'Festival1!',
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ message: AUTH_MESSAGES.emailExists });
  });

  it('a checkout signup sent 100 times at once with one e-mail leaves one account; only its token places its order', async () => {
    const email = 'checkout-twins@example.org';
    const answers = await times((i) =>
      signupFromOwnClient('/api/auth/order/signup/simple', {
        signupRequest: {
          firstName: 'Twin',
          lastName: 'Checkout',
          name: `ctwin${i}`,
          email,
          password: 'Festival1!',
        },
        cart: [{ product: 'day', quantity: 1 }],
      }),
    );
    const { 200: accepted = 0, 403: refused = 0, 429: limited = 0 } = statuses(answers);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(SIGNUPS_AN_HOUR);
    expect(accepted + refused + limited, JSON.stringify(statuses(answers))).toBe(TIMES);
    expectRefusedAsDuplicates(answers);
    const ok = answers.filter((res) => res.statusCode === 200);
    // Nobody is logged in by a checkout sign-up: no access token, no user, no cart.
    for (const res of ok) expect(Object.keys(res.json<object>()).sort()).toEqual(SIGNUP_KEYS);
    const results = ok.map((res) => orderSignupResult.parse(res.json()));
    for (const result of results) {
      expect(result.message).toBe(TICKET_MESSAGES.checkoutSignedUp);
      expect(result.email).toBe(email);
    }
    const [account, ...others] = await db().select().from(users).where(eq(users.email, email));
    expect(others).toEqual([]);
    if (!account) throw new Error('no account');
    expect(account.confirmed).toBe(false);
    // Each accepted sign-up made its own account; only the last one's token names an account.
    const links = t.app.ticketKeys.links;
    const owners = results.map((result) => links.checkCheckoutAccount(result.checkoutToken));
    expect(new Set(owners).size).toBe(accepted);
    const survivor = results.filter((_, i) => owners[i] === account.id);
    expect(survivor).toHaveLength(1);
    const place = (checkoutToken: string) =>
      post('/api/ticket/order/place', {
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [],
        consumer: { ...buyer, email },
        payment_method: 'card',
        account: checkoutToken,
      });
    for (const replaced of results.filter((_, i) => owners[i] !== account.id)) {
      const res = await place(replaced.checkoutToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.checkoutAccountInvalid });
    }
    const placedOrder = await place(survivor[0]?.checkoutToken ?? '');
    expect(placedOrder.statusCode, placedOrder.body).toBe(200);
    const { orderId } = placeOrderResult.parse(placedOrder.json());
    const [row] = await db().select().from(orders).where(eq(orders.uid, orderId));
    expect(row?.userId).toBe(account.id);
    // At most one of them can ever be confirmed: the mails of replaced sign-ups confirm nothing.
    const tokens = await confirmationTokens(email);
    expect(tokens).toHaveLength(accepted);
    expect(statuses(await confirmAll(tokens))).toEqual(oneConfirms(accepted));
    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows.map((user) => [user.id, user.confirmed])).toEqual([[account.id, true]]);
  });

  it('a claim code sent 100 times at once by 100 accounts gives the ticket to one; 99 are told it is owned', async () => {
    const { issued } = await guestOrder('code-race@example.org', 1);
    const [ticket] = issued;
    if (!ticket) throw new Error('no ticket');
    const claimers = await people(TIMES);
    const answers = await Promise.all(
      claimers.map((claimer) => get(`/api/ticket/scan/${ticket.code}`, claimer.token)),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: TIMES - 1 });
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.ticketOwned });
    }
    const winner = claimers[answers.findIndex((res) => res.statusCode === 200)];
    // One owner, and its entry credential re-issued once: copies of the old QR code are void.
    expect(await ticketRow(ticket.uid)).toMatchObject({
      ownerUserId: winner?.id,
      redeemedBy: winner?.id,
      credentialVersion: ticket.credentialVersion + 1,
    });
  });

  it('a claim code sent 100 times at once by one account attaches it once and re-issues it once', async () => {
    const { issued } = await guestOrder('code-repeat@example.org', 1);
    const [ticket] = issued;
    if (!ticket) throw new Error('no ticket');
    const claimer = await createUser(db(), {}, t.app);
    const answers = await times(() => get(`/api/ticket/scan/${ticket.code}`, claimer.token));
    expect(statuses(answers)).toEqual({ 200: TIMES });
    const row = await ticketRow(ticket.uid);
    expect(row).toMatchObject({
      ownerUserId: claimer.id,
      redeemedBy: claimer.id,
      credentialVersion: ticket.credentialVersion + 1,
    });
    // Every answer shows the one current credential.
    const credentials = answers.map(
      (res) => res.json<{ ticket: { credential: string } }>().ticket.credential,
    );
    expect(new Set(credentials).size).toBe(1);
    expect(t.app.ticketKeys.credentials.verify(credentials[0] ?? '')?.version).toBe(
      row?.credentialVersion,
    );
  });

  it('the claim link of a guest order sent by 100 accounts at once gives all its tickets to one', async () => {
    const { orderId, issued } = await guestOrder('link-race@example.org', 2);
    const token = new URL(`http://x${t.app.ticketKeys.links.claim(orderId)}`).searchParams.get('t');
    const claimers = await people(TIMES);
    const answers = await Promise.all(
      claimers.map((claimer) => post('/api/ticket/claim/order', { orderId, token }, claimer.token)),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: TIMES - 1 });
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.nothingToClaim });
    }
    const won = answers.findIndex((res) => res.statusCode === 200);
    expect(answers[won]?.json()).toMatchObject({
      message: TICKET_MESSAGES.ticketsClaimed,
      claimed: 2,
    });
    const winner = claimers[won];
    const after = await db().select().from(tickets).where(eq(tickets.orderUid, orderId));
    // All or none: both tickets and the order joined the one account.
    expect(after.map((row) => row.ownerUserId)).toEqual([winner?.id, winner?.id]);
    const [order] = await db().select().from(orders).where(eq(orders.uid, orderId));
    expect(order?.userId).toBe(winner?.id);
    expect(after.map((row) => row.uid).sort()).toEqual(issued.map((row) => row.uid).sort());
  });
});
