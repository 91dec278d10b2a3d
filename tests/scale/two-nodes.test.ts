/**
 * Two real server processes on two ports and one PostgreSQL database, as behind a load balancer:
 * chat crosses between them, checkout moves from one to the other, and one of them is killed in
 * the middle of sending a push.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { sessionUser } from '../../src/api/contract/auth';
import { refreshResponse } from '../../src/api/contract/sessions';
import { orderList } from '../../src/api/contract/tickets';
import { IN_MEMORY } from '../../server/config';
import { type DatabaseHandle, openDatabase, queryRows } from '../../server/db/client';
import { MAIL_JOB } from '../../server/mail/mail-jobs';
import { createSessionService } from '../../server/modules/auth/session-service';
import { PRESENCE_LOCK_SPACE } from '../../server/modules/chat/database-presence';
import { PUSH_JOB } from '../../server/modules/push/push-jobs';
import { sandboxEventText, SANDBOX_SIGNATURE_HEADER } from '../../server/payments/sandbox';
import { createSigner, loadSecret } from '../../server/payments/secret';
import { createAccessTokens } from '../../server/security/tokens';
import { loadSigningKey } from '../../server/security/signing-key';
import { apiHeaders, createUser, readOutbox, TEST_PASSWORD } from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { postgresSkipReason } from '../helpers/test-db';
import { buyer, seedShop } from '../shop/shop-fixture';
import { connectChatUser, type ChatUser } from './stomp-user';
import { startServerNode, type ServerNode } from './server-node';

// The server test-db.ts probes; this test creates (and drops) a database of its own on it.
const adminUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** How long a message or a released lock may take to show up on a loaded machine. */
const ARRIVAL = { timeout: 10_000 };

interface Member {
  id: number;
  email: string;
  token: string;
}

describe.skipIf(postgresSkipReason !== undefined)('two server nodes on one PostgreSQL', () => {
  const database = `festival_scale_${randomBytes(5).toString('hex')}`;
  let handle: DatabaseHandle;
  let dataDir: string;
  let push: TestPushService;
  let a: ServerNode;
  let b: ServerNode;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  const chats: ChatUser[] = [];

  const call = async (node: ServerNode, path: string, token?: string, body?: unknown) => {
    const response = await fetch(
      `${node.baseUrl}${path}`,
      body === undefined
        ? { headers: apiHeaders(token) }
        : {
            method: 'POST',
            headers: { ...apiHeaders(token), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
    const answer: unknown = await response.json();
    return { status: response.status, body: answer };
  };
  const pushJobs = () =>
    queryRows<{ locked_by: string; attempts: number; done: boolean }>(
      handle.db,
      sql`SELECT locked_by, attempts, done_at IS NOT NULL AS done FROM jobs
          WHERE kind = ${PUSH_JOB} ORDER BY id`,
    );
  /** Whether any node holds the user's chat presence lock (see database-presence.ts). */
  const presenceHeld = async (userId: number) =>
    (
      await queryRows<{ held: boolean }>(
        handle.db,
        sql`SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory'
              AND classid = ${PRESENCE_LOCK_SPACE} AND objid = ${userId} AND objsubid = 2) AS held`,
      )
    )[0]?.held;
  const chat = async (node: ServerNode, member: Member) => {
    const user = await connectChatUser(node.socketUrl, member);
    chats.push(user);
    return user;
  };
  const subscribePush = async (node: ServerNode, member: Member) => {
    const subscription = push.subscribe();
    expect((await call(node, '/api/push/subscribe', member.token, subscription)).status).toBe(200);
    return subscription.endpoint.split('/').at(-1);
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    handle = await openDatabase({
      databaseUrl: url.toString(),
      databasePoolMax: 3,
      dataDir: IN_MEMORY,
    });
    await seedShop(handle.db);
    const tokens = createAccessTokens({ key: await loadSigningKey(handle.db), ttlSeconds: 3600 });
    const sessions = createSessionService({
      db: handle.db,
      accessTokens: tokens,
      lifetimeMs: 3600_000,
    });
    const member = async (name: string) => {
      const user = await createUser(handle.db, { email: `${name}@example.org`, name });
      return { ...user, token: (await sessions.start(user.id, 'scale test')).accessToken };
    };
    [alice, bob, carol] = [await member('alice'), await member('bob'), await member('carol')];
    dataDir = await mkdtemp(join(tmpdir(), 'festival-scale-'));
    push = await startTestPushService();
    // A short lease: a dead node's job is taken over after about two seconds.
    const env = { DATABASE_URL: url.toString(), DATABASE_POOL_MAX: '4', JOB_LEASE_SECONDS: '2' };
    [a, b] = await Promise.all([
      startServerNode('a', join(dataDir, 'a'), env),
      startServerNode('b', join(dataDir, 'b'), env),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(chats.map((user) => user.client.deactivate()));
    await Promise.all([a?.stop(), b?.stop()]);
    await push?.close();
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('a token from node A works on B, and chat messages cross both ways', async () => {
    const signin = await call(a, '/api/auth/signin', undefined, {
      email: alice.email,
      password: TEST_PASSWORD,
    });
    expect(signin.status).toBe(200);
    alice.token = sessionUser.parse(signin.body).accessToken;
    await subscribePush(b, alice);
    await subscribePush(a, bob);

    const onA = await chat(a, alice);
    const onB = await chat(b, bob);
    await onA.send(bob.id, 'a-1', 'Hello from node A');
    await onB.send(alice.id, 'b-1', 'Hello back from node B');
    await expect
      .poll(() => onB.received.map((m) => m.content), ARRIVAL)
      .toContain('Hello from node A');
    await expect
      .poll(() => onA.received.map((m) => m.content), ARRIVAL)
      .toContain('Hello back from node B');
    // Each sender's other devices get their own message too, wherever they are connected.
    await expect.poll(() => onA.received.map((m) => m.clientId), ARRIVAL).toEqual(['a-1', 'b-1']);
    // Both were online, each on the other node: no push was queued for either.
    expect(await pushJobs()).toEqual([]);
  });

  it('a session renewed on node B and logged out on node A is refused by both at once', async () => {
    const signin = await call(a, '/api/auth/signin', undefined, {
      email: carol.email,
      password: TEST_PASSWORD,
    });
    const session = sessionUser.parse(signin.body);
    const refreshed = await call(b, '/api/auth/refresh', undefined, {
      refreshToken: session.refreshToken,
    });
    const renewed = refreshResponse.parse(refreshed.body);
    expect((await call(a, '/api/auth/me', renewed.accessToken)).status).toBe(200);
    const logout = await call(a, '/api/auth/logout', renewed.accessToken, { scope: 'this' });
    expect(logout.status).toBe(200);
    for (const node of [a, b]) {
      expect((await call(node, '/api/auth/me', renewed.accessToken)).status).toBe(401);
      const again = await call(node, '/api/auth/refresh', undefined, {
        refreshToken: renewed.refreshToken,
      });
      expect(again.status).toBe(401);
    }
  });

  it('checkout placed on node A is paid through node B', async () => {
    const placed = await call(a, '/api/ticket/order/place', alice.token, {
      products: [{ product: 'day', quantity: 2 }],
      vouchers: [],
      consumer: buyer,
      payment_method: 'card',
    });
    expect(placed.status).toBe(200);
    const order = placeOrderResult.parse(placed.body);
    expect(order).toMatchObject({ needsPayment: true, status: 'pending' });

    // The pay link was signed on A; B checks it with the same secret from the database.
    const page = await fetch(`${b.baseUrl}${order.link}`);
    expect(page.status).toBe(200);
    const [row] = await queryRows<{ reference: string; amount: number; currency: string }>(
      handle.db,
      sql`SELECT payment_reference AS reference, grand_total_cents AS amount, currency
          FROM orders WHERE uid = ${order.orderId}`,
    );
    const event = {
      orderUid: order.orderId,
      reference: row?.reference ?? '',
      outcome: 'paid' as const,
      amount: row?.amount ?? 0,
      currency: row?.currency ?? '',
    };
    const signer = createSigner(await loadSecret(handle.db, 'payment-sandbox-secret'));
    const callback = await fetch(`${b.baseUrl}/api/payment/callback/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signer.sign(sandboxEventText(event)),
      },
      body: JSON.stringify(event),
    });
    expect(await callback.json()).toEqual({ orderId: order.orderId, status: 'completed' });

    const mine = orderList.parse((await call(a, '/api/order/my', alice.token)).body);
    const paid = mine.find((entry) => entry.uid === order.orderId);
    expect(paid).toMatchObject({ status: 'completed' });
    expect(paid?.tickets).toHaveLength(2);
    // The order mail is one job, sent by whichever node claimed it: once, in one outbox.
    await expect
      .poll(
        async () =>
          queryRows<{ done: boolean; error: string | null }>(
            handle.db,
            sql`SELECT done_at IS NOT NULL AS done, last_error AS error FROM jobs
                WHERE kind = ${MAIL_JOB}`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ done: true, error: null }]);
    const mails = [...(await readOutbox(a.outboxDir)), ...(await readOutbox(b.outboxDir))];
    expect(mails.filter((mail) => mail.to === buyer.email)).toHaveLength(1);
  });

  it('a node killed mid-send leaves its push to the other node, which sends it once and serves on', async () => {
    const carolDevice = await subscribePush(a, carol);
    const [onA, onB] = chats;
    if (!onA || !onB) throw new Error('The chat test must run first');
    const held = push.holdNext();
    await onA.send(carol.id, 'a-2', 'Carol, are you there?');
    await held;

    // The node whose request hangs at the push service holds the job; kill that one.
    const [job] = await pushJobs();
    expect(job).toMatchObject({ attempts: 1, done: false });
    const victimIsA = job?.locked_by.startsWith('a:') === true;
    const [victim, survivor] = victimIsA ? [a, b] : [b, a];
    const [stranded, serving] = victimIsA ? [alice, bob] : [bob, alice];
    const survivorChat = victimIsA ? onB : onA;
    await victim.kill();

    const delivered = await push.waitFor((p) => p.text.includes('Carol, are you there?'), 20_000);
    expect(delivered.subscriptionId).toBe(carolDevice);
    await expect.poll(async () => (await pushJobs())[0]?.done, { timeout: 10_000 }).toBe(true);
    const [settled] = await pushJobs();
    expect(settled?.attempts).toBe(2);
    expect(settled?.locked_by.startsWith(`${survivor.name}:`)).toBe(true);
    expect(push.received.filter((p) => p.text.includes('Carol, are you there?'))).toHaveLength(1);

    // The dead node's database session is gone, and with it its users' presence: the survivor
    // pushes to the user whose socket died …
    await expect.poll(() => presenceHeld(stranded.id), ARRIVAL).toBe(false);
    expect(await presenceHeld(serving.id)).toBe(true);
    await survivorChat.send(stranded.id, 'after-1', 'Your node is gone');
    const pushed = await push.waitFor((p) => p.text.includes('Your node is gone'), 15_000);
    expect(JSON.parse(pushed.text)).toMatchObject({ kind: 'chat', tag: `chat-${serving.id}` });
    // … who reconnects through the load balancer to the survivor and chats on.
    const reconnected = await chat(survivor, stranded);
    await survivorChat.send(stranded.id, 'after-2', 'Welcome back');
    await expect
      .poll(() => reconnected.received.map((m) => m.content), ARRIVAL)
      .toContain('Welcome back');
    expect((await fetch(`${survivor.baseUrl}/api/health`)).status).toBe(200);
  }, 45_000);
});
