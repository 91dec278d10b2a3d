/**
 * Idempotency and races (issue #11): the same request 100 times at once has its effect exactly
 * once — favourites, likes, cart steps, signups with one e-mail. (Payment callbacks, ticket
 * redemption and the order Idempotency-Key are in tests/shop/orders.test.ts.) On PostgreSQL the
 * requests really run in parallel over the pool; on PGlite their statements interleave.
 * The job queue is stopped, so queued mails and pushes stay in the table to be counted.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/api/contract/auth';
import { cartDto, MAX_QUANTITY, SHOP_MESSAGES } from '../../src/api/contract/shop';
import { jobs } from '../../server/db/schema/jobs';
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
import { seedShop } from '../shop/shop-fixture';

// The signups hash 200 passwords: cheap parameters, the race does not depend on them.
vi.mock('argon2', async () => (await import('../helpers/cheap-argon2')).cheapArgon2());

const TIMES = 100;
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
      endpoint: 'https://push.example/author',
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
    expect(limited.find((res) => res.statusCode === 409)?.json()).toEqual({
      message: SHOP_MESSAGES.notEnoughLeft,
    });
    expect(await amountOf('limited')).toBe(2);
    const day = await times(() => get('/api/cart/amount/day/1', shopper.token));
    expect(statuses(day)).toEqual({ 200: MAX_QUANTITY, 400: TIMES - MAX_QUANTITY });
    expect(day.find((res) => res.statusCode === 400)?.json()).toEqual({
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

  it('a signup sent 100 times at once with one e-mail makes one account and one mail', async () => {
    const email = 'twins@example.org';
    const answers = await times((i) =>
      post('/api/auth/signup', {
        firstName: 'Twin',
        lastName: 'Signup',
        name: `twin${i}`,
        email: i % 2 ? email : email.toUpperCase(),
        password: 'Festival1!',
      }),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 403: TIMES - 1 });
    expect(answers.find((res) => res.statusCode === 403)?.json()).toEqual({
      message: AUTH_MESSAGES.emailExists,
    });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const mails = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${email}`));
    expect(mails).toHaveLength(1);
  });

  it('a checkout signup sent 100 times at once with one e-mail makes one account', async () => {
    const email = 'checkout-twins@example.org';
    const answers = await times((i) =>
      post('/api/auth/order/signup/simple', {
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
    expect(statuses(answers)).toEqual({ 200: 1, 403: TIMES - 1 });
    const [account, ...others] = await db().select().from(users).where(eq(users.email, email));
    expect(others).toEqual([]);
    const cart = await db()
      .select()
      .from(cartEntries)
      .where(eq(cartEntries.userId, account?.id ?? 0));
    expect(cart.map((line) => [line.productUid, line.amount])).toEqual([['day', 1]]);
  });
});
