import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import {
  ownedTicketList,
  passedOnTicketList,
  TICKET_MESSAGES,
  ticketTransferDto,
  transferOfferDto,
} from '../../src/api/contract/tickets';
import { tickets } from '../../server/db/schema/orders';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  waitForMail,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

forEachDatabase('tickets: hand-over', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let owner: CreatedUser;
  let friend: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
    owner = await createUser(use().db, {}, t.app);
    friend = await createUser(use().db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  const myTickets = async (token: string) =>
    ownedTicketList.parse((await client.get('/api/ticket/my/all', token)).json());

  /** A ticket `owner` bought while logged in. */
  const ownTicket = async () => {
    const res = await client.place(
      {
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [],
        consumer: { ...buyer, email: owner.email },
        payment_method: 'card',
      },
      { token: owner.token },
    );
    const { orderId } = placeOrderResult.parse(res.json());
    await (
      await signedCallback(db(), t.app, orderId, 'paid')
    )();
    const [row] = await db().select().from(tickets).where(eq(tickets.orderUid, orderId));
    if (!row) throw new Error('no ticket');
    return row;
  };
  const start = async (uid: string, toEmail: string | null, token = owner.token) => {
    const res = await client.post(`/api/ticket/${uid}/transfer`, { toEmail }, { token });
    expect(res.statusCode, res.body).toBe(200);
    const transfer = ticketTransferDto.parse(res.json());
    const link = new URL(transfer.link);
    return { transfer, id: transfer.id, secret: link.searchParams.get('t') ?? '', link };
  };
  const accept = (id: string, secret: string, token: string) =>
    client.post(`/api/ticket/transfer/${id}/accept`, { token: secret }, { token });
  const credentialVersion = (credential: string) =>
    t.app.ticketKeys.credentials.verify(credential)?.version;

  describe('by link', () => {
    it('moves the ticket to the friend with a new credential; the owner sees who has it', async () => {
      const ticket = await ownTicket();
      const [before] = (await myTickets(owner.token)).filter((x) => x.uid === ticket.uid);
      const { id, secret, link } = await start(ticket.uid, null);
      expect(link.pathname).toBe(`/ticket/accept/${id}`);
      const listed = (await myTickets(owner.token)).find((x) => x.uid === ticket.uid);
      expect(listed?.transfer?.id).toBe(id);
      // Until accepted, the ticket and its QR code stay the owner's.
      expect(listed?.credential).toBe(before?.credential);

      const offer = await client.get(`/api/ticket/transfer/${id}?t=${secret}`);
      expect(transferOfferDto.parse(offer.json())).toMatchObject({ id, year: ticket.year });
      expect((await client.get(`/api/ticket/transfer/${id}?t=wrong`)).statusCode).toBe(403);

      const res = await accept(id, secret, friend.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.transferAccepted });
      expect((await myTickets(owner.token)).map((x) => x.uid)).not.toContain(ticket.uid);
      const mine = (await myTickets(friend.token)).find((x) => x.uid === ticket.uid);
      const [friendRow] = await db().select().from(tickets).where(eq(tickets.uid, ticket.uid));
      expect(friendRow?.ownerUserId).toBe(friend.id);
      expect(mine?.ownerName).toMatch(/^Test User \d+$/);
      expect(mine?.ownerName).not.toBe(before?.ownerName);
      expect(credentialVersion(mine?.credential ?? '')).toBe(2);
      expect(credentialVersion(before?.credential ?? '')).toBe(1);
      expect(mine?.entryCode).not.toBe(before?.entryCode);
      const passed = passedOnTicketList.parse(
        (await client.get('/api/ticket/passed-on', owner.token)).json(),
      );
      expect(passed.find((x) => x.uid === ticket.uid)?.holder).toBe(mine?.ownerName);
      // The claim code was drawn anew: the old one moves nothing, even if the ticket were free.
      const [after] = await db().select().from(tickets).where(eq(tickets.uid, ticket.uid));
      expect(after?.code).not.toBe(ticket.code);
      // A used link is over.
      const again = await accept(id, secret, owner.token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: TICKET_MESSAGES.transferInvalid });
    });

    it('the old PDF link stops working; the new holder’s works', async () => {
      const ticket = await ownTicket();
      const [before] = (await myTickets(owner.token)).filter((x) => x.uid === ticket.uid);
      expect((await client.get(before?.downloadLink ?? '')).statusCode).toBe(200);
      const { id, secret } = await start(ticket.uid, null);
      await accept(id, secret, friend.token);
      expect((await client.get(before?.downloadLink ?? '')).statusCode).toBe(404);
      const mine = (await myTickets(friend.token)).find((x) => x.uid === ticket.uid);
      const pdf = await client.get(mine?.downloadLink ?? '');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      // The order's own PDF holds only tickets still with the buyer: none are left.
      const orderPdf = await client.get(t.app.ticketKeys.links.download(ticket.orderUid));
      expect(orderPdf.statusCode).toBe(404);
      expect(orderPdf.json()).toMatchObject({ message: TICKET_MESSAGES.noTicketsLeft });
    });

    it('can be passed on again, withdrawn, and is accepted by one of many at once', async () => {
      const ticket = await ownTicket();
      const first = await start(ticket.uid, null);
      // A second hand-over replaces the first.
      const second = await start(ticket.uid, null);
      expect((await accept(first.id, first.secret, friend.token)).statusCode).toBe(404);
      const open = await client.get(`/api/ticket/transfer/${second.id}?t=${second.secret}`);
      expect(open.statusCode).toBe(200);
      const withdraw = (token: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/ticket/transfer/${second.id}`,
          headers: apiHeaders(token),
        });
      expect((await withdraw(friend.token)).statusCode).toBe(404);
      expect((await withdraw(owner.token)).statusCode).toBe(200);
      const gone = await client.get(`/api/ticket/transfer/${second.id}?t=${second.secret}`);
      expect(gone.statusCode).toBe(404);
      expect((await accept(second.id, second.secret, friend.token)).statusCode).toBe(404);

      const third = await start(ticket.uid, null);
      const crowd = await Promise.all(
        Array.from({ length: 20 }, () => createUser(db(), {}, t.app)),
      );
      const answers = await Promise.all(
        crowd.map((person) => accept(third.id, third.secret, person.token)),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      const winner = crowd[answers.findIndex((res) => res.statusCode === 200)];
      if (!winner) throw new Error('no winner');
      const [row] = await db().select().from(tickets).where(eq(tickets.uid, ticket.uid));
      expect(row?.ownerUserId).toBe(winner.id);
      expect(row?.credentialVersion).toBe(2);

      // The new holder passes it on again.
      const onward = await start(ticket.uid, null, winner.token);
      expect((await accept(onward.id, onward.secret, friend.token)).statusCode).toBe(200);
      expect((await myTickets(friend.token)).map((x) => x.uid)).toContain(ticket.uid);
    });
  });

  describe('refusals', () => {
    it('only the owner hands over; not to oneself; the owner cannot accept their own', async () => {
      const ticket = await ownTicket();
      const stranger = await client.post(
        `/api/ticket/${ticket.uid}/transfer`,
        { toEmail: null },
        { token: friend.token },
      );
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ message: TICKET_MESSAGES.notYourTicket });
      const self = await client.post(
        `/api/ticket/${ticket.uid}/transfer`,
        { toEmail: owner.email.toUpperCase() },
        { token: owner.token },
      );
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ message: TICKET_MESSAGES.transferToSelf });
      const { id, secret } = await start(ticket.uid, null);
      const own = await accept(id, secret, owner.token);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ message: TICKET_MESSAGES.transferOwnTicket });
    });
  });

  describe('by e-mail', () => {
    it('mails the friend the link in the sender’s language', async () => {
      const ticket = await ownTicket();
      const res = await client.post(
        `/api/ticket/${ticket.uid}/transfer`,
        { toEmail: 'Ben@Example.org' },
        { token: owner.token, language: 'en' },
      );
      const { id, toEmail } = ticketTransferDto.parse(res.json());
      expect(toEmail).toBe('ben@example.org');
      const mail = await waitForMail(t.outboxDir, 'ben@example.org', 10_000);
      expect(mail.subject).toMatch(/passes you a ticket: Day Ticket/);
      expect(mail.text).toContain(`/ticket/accept/${id}?t=`);
    });
  });
});
