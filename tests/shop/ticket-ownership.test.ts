import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import {
  orderList,
  orderSignupResult,
  ownedTicketList,
  TICKET_MESSAGES,
} from '../../src/api/contract/tickets';
import { AUTH_MESSAGES } from '../../src/api/contract/auth';
import { SHOP_MESSAGES } from '../../src/api/contract/shop';
import { orders, tickets } from '../../server/db/schema/orders';
import { users } from '../../server/db/schema/users';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  readOutbox,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

forEachDatabase('tickets: one owner, claims by secret only', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
    member = await createUser(use().db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  const ticketsOf = (orderUid: string) =>
    db().select().from(tickets).where(eq(tickets.orderUid, orderUid));
  const myTickets = async (token: string) =>
    ownedTicketList.parse((await client.get('/api/ticket/my/all', token)).json());

  /** A paid order of `quantity` day tickets; a guest's unless `token` is given. */
  const buy = async (email: string, options: { token?: string; quantity?: number } = {}) => {
    const res = await client.place(
      {
        products: [{ product: 'day', quantity: options.quantity ?? 1 }],
        vouchers: [],
        consumer: { ...buyer, email },
        payment_method: 'card',
      },
      { token: options.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = placeOrderResult.parse(res.json());
    await (
      await signedCallback(db(), t.app, orderId, 'paid')
    )();
    return orderId;
  };

  /** The newest link to `path` in a mail to `to`, waiting for that mail. */
  const linkFromMail = async (to: string, path: string): Promise<URL> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to === to);
      const link = mails
        .flatMap((mail) => mail.text.split(/\s+/))
        .filter((word) => word.startsWith('http') && new URL(word).pathname.startsWith(path))
        .at(-1);
      if (link) return new URL(link);
      if (Date.now() > deadline) throw new Error(`No ${path} link in a mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** The confirmation links in mails to `to`, once there are `count` of them. */
  const confirmLinks = async (to: string, count: number): Promise<URL[]> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const links = (await readOutbox(t.outboxDir))
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.text.split(/\s+/))
        .filter((word) => word.includes('/confirm-account?'))
        .map((word) => new URL(word));
      if (links.length >= count) return links;
      if (Date.now() > deadline) throw new Error(`Fewer than ${count} confirmation mails to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const confirmFromMail = async (email: string) => {
    const token = (await linkFromMail(email, '/confirm-account')).searchParams.get('token') ?? '';
    return client.get(`/api/auth/confirm-account?token=${encodeURIComponent(token)}`);
  };

  const signUp = (email: string, name: string, password = 'Festival1!') =>
    client.post('/api/auth/signup', {
      firstName: 'Eve',
      lastName: 'Attacker',
      name,
      email,
      password,
    });

  const signIn = async (email: string, password = 'Festival1!') =>
    client.post('/api/auth/signin', { email, password });

  describe('a code never takes an owned ticket', () => {
    it("answers 409 to a stranger with the code of someone's ticket; the owner keeps it", async () => {
      const orderId = await buy(member.email, { token: member.token });
      const [ticket] = await ticketsOf(orderId);
      if (!ticket) throw new Error('no ticket');
      expect(ticket.ownerUserId).toBe(member.id);
      const stranger = await createUser(db(), {}, t.app);
      const res = await client.get(`/api/ticket/scan/${ticket.code}`, stranger.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.ticketOwned });
      expect((await myTickets(member.token)).map((x) => x.uid)).toContain(ticket.uid);
      expect(await myTickets(stranger.token)).toEqual([]);
      // The owner's own scan still answers as before.
      expect((await client.get(`/api/ticket/scan/${ticket.code}`, member.token)).statusCode).toBe(
        200,
      );
    });

    it('gives a guest ticket to one of 100 concurrent claimers and re-issues its QR code', async () => {
      const orderId = await buy('gift@example.org');
      const [ticket] = await ticketsOf(orderId);
      if (!ticket) throw new Error('no ticket');
      expect(ticket.ownerUserId).toBeNull();
      const before = t.app.ticketKeys.credentials.issue({
        ticketUid: ticket.uid,
        year: ticket.year,
        version: ticket.credentialVersion,
      });
      const people = await Promise.all(
        Array.from({ length: 100 }, () => createUser(db(), {}, t.app)),
      );
      const code = `${ticket.code.slice(0, 4).toLowerCase()}-${ticket.code.slice(4)}`;
      const answers = await Promise.all(
        people.map((p) => client.get(`/api/ticket/scan/${code}`, p.token)),
      );
      const winners = people.filter((_, i) => answers[i]?.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 200)) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.ticketOwned });
      }
      const winner = winners[0];
      if (!winner) throw new Error('no winner');
      const [mine] = await myTickets(winner.token);
      expect(mine?.uid).toBe(ticket.uid);
      expect(mine?.credential).not.toBe(before.credential);
      expect(t.app.ticketKeys.credentials.verify(before.credential)?.version).toBe(1);
      expect(t.app.ticketKeys.credentials.verify(mine?.credential ?? '')?.version).toBe(2);
      const again = await client.get(`/api/ticket/scan/${ticket.code}`, winner.token);
      expect(again.json()).toMatchObject({ message: SHOP_MESSAGES.ticketRedeemed });
    });

    it('answers bad and unknown codes', async () => {
      let res = await client.get('/api/ticket/scan/ABC', member.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'A ticket code has 12 characters.' });
      res = await client.get('/api/ticket/scan/ABCDEFGHJKMN', member.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'No ticket with this code.' });
      res = await client.get('/api/ticket/scan/ABCDEFGHJKMN');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('an e-mail address attaches nothing', () => {
    it('a sign-up with the buyer’s address, confirmed by her click, gets none of her guest tickets', async () => {
      const victim = 'lena@example.org';
      const orderId = await buy(victim, { quantity: 2 });
      expect((await signUp(victim, 'eve1')).statusCode).toBe(201);
      expect((await confirmFromMail(victim)).statusCode).toBe(200);
      const login = await signIn(victim);
      expect(login.statusCode).toBe(200);
      const token = login.json<{ accessToken: string }>().accessToken;
      expect(await myTickets(token)).toEqual([]);
      const theirOrders = orderList.parse((await client.get('/api/order/my/update', token)).json());
      expect(theirOrders.map((o) => o.uid)).not.toContain(orderId);
      for (const ticket of await ticketsOf(orderId)) expect(ticket.ownerUserId).toBeNull();

      // The buyer's own mail carries the claim link: only it attaches the order.
      const buyerAccount = await createUser(db(), {}, t.app);
      const claim = await linkFromMail(victim, '/ticket/claim/');
      const claimed = await client.post(
        '/api/ticket/claim/order',
        { orderId, token: claim.searchParams.get('t') },
        { token: buyerAccount.token },
      );
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(claimed.json()).toMatchObject({ message: TICKET_MESSAGES.ticketsClaimed, claimed: 2 });
      expect(await myTickets(buyerAccount.token)).toHaveLength(2);
    });

    it('a claim link works only with its own token, once per ticket', async () => {
      const orderId = await buy('nora@example.org');
      const someone = await createUser(db(), {}, t.app);
      const wrong = await client.post(
        '/api/ticket/claim/order',
        { orderId, token: 'not-the-token' },
        { token: someone.token },
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ message: TICKET_MESSAGES.claimLinkInvalid });
      const token = new URL(`http://x${t.app.ticketKeys.links.claim(orderId)}`).searchParams.get(
        't',
      );
      const first = await client.post(
        '/api/ticket/claim/order',
        { orderId, token },
        {
          token: someone.token,
        },
      );
      expect(first.json()).toMatchObject({ claimed: 1 });
      const again = await client.post(
        '/api/ticket/claim/order',
        { orderId, token },
        {
          token: someone.token,
        },
      );
      expect(again.json()).toMatchObject({ message: TICKET_MESSAGES.alreadyYours, claimed: 0 });
      const other = await createUser(db(), {}, t.app);
      const late = await client.post(
        '/api/ticket/claim/order',
        { orderId, token },
        {
          token: other.token,
        },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: TICKET_MESSAGES.nothingToClaim });
    });
  });

  describe('a claim link whose tickets all went elsewhere', () => {
    it('answers 409 and leaves the guest order without an account', async () => {
      const orderId = await buy('ida@example.org');
      const owner = await createUser(db(), {}, t.app);
      await db()
        .update(tickets)
        .set({ ownerUserId: owner.id })
        .where(eq(tickets.orderUid, orderId));
      const token = new URL(`http://x${t.app.ticketKeys.links.claim(orderId)}`).searchParams.get(
        't',
      );
      const late = await createUser(db(), {}, t.app);
      const res = await client.post(
        '/api/ticket/claim/order',
        { orderId, token },
        { token: late.token },
      );
      expect(res.statusCode).toBe(409);
      const [order] = await db().select().from(orders).where(eq(orders.uid, orderId));
      expect(order?.userId).toBeNull();
    });
  });

  describe('the checkout sign-up', () => {
    const checkoutSignup = (email: string, name: string) =>
      client.post('/api/auth/order/signup/simple', {
        signupRequest: { firstName: 'Gus', lastName: 'Guest', name, email, password: 'Festival1!' },
        cart: [{ product: 'day', quantity: 2 }],
      });

    it('gives no session and no member powers before the address is confirmed', async () => {
      const res = await checkoutSignup('gus@example.org', 'gusguest');
      expect(res.statusCode, res.body).toBe(200);
      const body = orderSignupResult.parse(res.json());
      expect(body.message).toBe(TICKET_MESSAGES.checkoutSignedUp);
      expect(JSON.stringify(body)).not.toMatch(/accessToken/);
      const login = await signIn('gus@example.org');
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ message: AUTH_MESSAGES.notConfirmed });
      for (const [method, url, payload] of [
        ['POST', '/api/feed/create', { text: 'spam' }],
        ['GET', '/api/auth/me', undefined],
        ['GET', '/api/user/get', undefined],
        ['GET', '/messages/partners', undefined],
      ] as const) {
        const call = await t.app.inject({
          method,
          url,
          headers: apiHeaders(body.checkoutToken),
          ...(payload ? { payload } : {}),
        });
        expect(call.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('does not keep the real owner from registering later', async () => {
      const email = 'squatted@example.org';
      expect((await checkoutSignup(email, 'squatter')).statusCode).toBe(200);
      const owner = await signUp(email, 'realowner', 'Owner2025!');
      expect(owner.statusCode, owner.body).toBe(201);
      // The squatter's confirmation link died with its sign-up; the owner's works.
      const links = await confirmLinks(email, 2);
      const answers = await Promise.all(
        links.map((link) => client.get(`/api/auth${link.pathname}${link.search}`)),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      expect((await signIn(email, 'Owner2025!')).statusCode).toBe(200);
      expect((await signIn(email)).statusCode).toBe(401);
      const rows = await db().select().from(users).where(eq(users.email, email));
      expect(rows.map((row) => row.name)).toEqual(['realowner']);
      // Once confirmed, the address is held for good.
      const late = await checkoutSignup(email, 'latecomer');
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ message: 'Email already exists' });
    });

    it('mails an unconfirmed address at most five times an hour, however it is signed up', async () => {
      const email = 'flooded@example.org';
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          i % 2 ? await signUp(email, `flood${i}`) : await checkoutSignup(email, `flood${i}`),
        );
      }
      expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 200, 201, 200, 429]);
      expect(answers[5]?.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(answers[5]?.headers['retry-after']).toMatch(/^\d+$/);
      const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to === email);
      expect(mails.length).toBeLessThanOrEqual(5);
    });

    it('attaches the same checkout’s order to the new account, shown once it is confirmed', async () => {
      const email = 'ida@example.org';
      const { checkoutToken } = orderSignupResult.parse(
        (await checkoutSignup(email, 'ida')).json(),
      );
      const res = await client.place({
        products: [{ product: 'day', quantity: 2 }],
        vouchers: [],
        consumer: { ...buyer, email },
        payment_method: 'card',
        account: checkoutToken,
      });
      const { orderId } = placeOrderResult.parse(res.json());
      await (
        await signedCallback(db(), t.app, orderId, 'paid')
      )();
      const [row] = await db().select().from(orders).where(eq(orders.uid, orderId));
      expect(row?.userId).not.toBeNull();
      expect((await confirmFromMail(email)).statusCode).toBe(200);
      const token = (await signIn(email)).json<{ accessToken: string }>().accessToken;
      expect((await myTickets(token)).map((x) => x.orderUid)).toEqual([orderId, orderId]);
      const forged = await client.place({
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [],
        consumer: { ...buyer, email },
        payment_method: 'card',
        account: `${row?.userId}.${Date.now() + 60_000}.forged`,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ message: TICKET_MESSAGES.checkoutAccountInvalid });
    });
  });
});
