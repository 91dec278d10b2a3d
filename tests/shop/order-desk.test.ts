import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeskPage, orderStory } from '../../src/api/contract/order-desk';
import { tickets } from '../../server/db/schema/orders';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyTickets, deskClient, type Bought } from './order-desk-fixture';
import { seedShop, YEAR } from './shop-fixture';

forEachDatabase('order desk: search and story', (use) => {
  let t: TestApp;
  let desk: ReturnType<typeof deskClient>;
  let admin: CreatedUser;
  let promoter: CreatedUser;
  let conf: CreatedUser;
  let member: CreatedUser;
  let gate: CreatedUser;
  let ada: Bought;
  let bert: Bought;
  let open: Bought;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    desk = deskClient(t.app);
    admin = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
    promoter = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_PROMOTER'] }, t.app);
    conf = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_CONF_MANAGER'] }, t.app);
    member = await createUser(use().db, {}, t.app);
    gate = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_GATE'] }, t.app);
    const db = use().db;
    ada = await buyTickets(
      t.app,
      db,
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
      2,
    );
    bert = await buyTickets(t.app, db, {
      firstName: 'Bert',
      lastName: 'Brecht',
      email: 'bert@example.net',
    });
    open = await buyTickets(
      t.app,
      db,
      { firstName: 'Olga', lastName: 'Offen', email: 'olga@example.org' },
      1,
      false,
    );
  }, 120_000);
  afterAll(() => t.close());

  const search = async (query: string, token = admin.token) => {
    const res = await desk.get(`/page/0${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return orderDeskPage.parse(res.json());
  };
  const uidsOf = async (query: string) => (await search(query)).content.map((row) => row.uid);

  describe('search', () => {
    it('lists every order newest first, with buyer, amount and ticket count', async () => {
      const page = await search('');
      expect(page.content.map((row) => row.uid)).toEqual([open.uid, bert.uid, ada.uid]);
      expect(page.totalElements).toBe(3);
      expect(page.content[2]).toMatchObject({
        buyerName: 'Ada Lovelace',
        buyerEmail: 'ada@example.org',
        status: 'completed',
        ticketCount: 2,
        refundedCents: 0,
      });
    });

    it('finds an order by a part of the buyer’s name or e-mail, in any case', async () => {
      expect(await uidsOf('?q=lovel')).toEqual([ada.uid]);
      expect(await uidsOf('?q=BERT%40EXAMPLE')).toEqual([bert.uid]);
      expect(await uidsOf('?q=example.org')).toEqual([open.uid, ada.uid]);
    });

    it('finds an order by its number or the number’s start', async () => {
      expect(await uidsOf(`?q=${bert.uid}`)).toEqual([bert.uid]);
      expect(await uidsOf(`?q=${bert.uid.slice(0, 8).toUpperCase()}`)).toEqual([bert.uid]);
    });

    it('finds an order by a ticket’s claim code or entry code, typed with spaces', async () => {
      const code = ada.codes[1] ?? '';
      expect(await uidsOf(`?q=${code.toLowerCase()}`)).toEqual([ada.uid]);
      const entry = bert.entryCodes[0] ?? '';
      const spaced = `${entry.slice(0, 4)} ${entry.slice(4, 8)} ${entry.slice(8)}`;
      expect(await uidsOf(`?q=${encodeURIComponent(spaced)}`)).toEqual([bert.uid]);
    });

    it('filters by status, and a search that matches nothing is an empty page', async () => {
      expect(await uidsOf('?status=pending')).toEqual([open.uid]);
      expect(await uidsOf('?status=completed&q=olga')).toEqual([]);
      expect((await search('?q=%25')).totalElements).toBe(0);
      expect((await desk.get('/page/0?status=lost', admin.token)).statusCode).toBe(400);
    });
  });

  describe('an order’s story', () => {
    it('tells placed, paid, the mail, tickets with holders, check-ins and hand-overs', async () => {
      await t.app.jobs.runDue();
      const [first] = ada.ticketUids;
      const [ticket] = await use()
        .db.select()
        .from(tickets)
        .where(eq(tickets.uid, first ?? ''));
      if (!ticket) throw new Error('no ticket');
      const credential = t.app.ticketKeys.credentials.issue({
        ticketUid: ticket.uid,
        year: ticket.year,
        version: ticket.credentialVersion,
      }).credential;
      const scanned = await t.app.inject({
        method: 'POST',
        url: '/api/sync/batch',
        headers: apiHeaders(gate.token),
        payload: {
          items: [
            {
              id: randomUUID(),
              kind: 'gate.scan',
              scan: {
                credential,
                year: YEAR,
                gate: 'North',
                scannedAt: new Date().toISOString(),
                verdict: 'admitted',
              },
            },
          ],
        },
      });
      expect(scanned.statusCode, scanned.body).toBe(200);

      const res = await desk.get(`/${ada.uid}`, promoter.token);
      expect(res.statusCode, res.body).toBe(200);
      const story = orderStory.parse(res.json());
      expect(story).toMatchObject({
        buyerName: 'Ada Lovelace',
        buyerEmail: 'ada@example.org',
        status: 'completed',
        items: [{ name: 'Day Ticket', quantity: 2 }],
      });
      expect(story.paidAt).not.toBeNull();
      expect(story.tickets.map((row) => row.state).sort()).toEqual(['checkedIn', 'valid']);
      expect(story.tickets.every((row) => row.holderName === 'Ada Lovelace')).toBe(true);
      const kinds = story.story.map((entry) => entry.kind);
      expect(kinds.slice(0, 2)).toEqual(['placed', 'paid']);
      expect(kinds.filter((kind) => kind.startsWith('mail'))).toEqual(['mailSent']);
      expect(story.story.find((entry) => entry.kind === 'checkin')).toMatchObject({
        ticketUid: first,
        detail: 'North',
      });
      const times = story.story.map((entry) => entry.at);
      expect(times).toEqual([...times].sort());
    });

    it('shows an unpaid order as placed only, and an unknown order is not found', async () => {
      const story = orderStory.parse((await desk.get(`/${open.uid}`, admin.token)).json());
      expect(story.status).toBe('pending');
      expect(story.story.map((entry) => entry.kind)).toEqual(['placed']);
      const missing = await desk.get(`/${randomUUID()}`, admin.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'There is no such order.' });
    });
  });

  describe('who may use the desk', () => {
    it('admins and promoters; conference managers, members and gate staff are refused', async () => {
      expect((await desk.get('/page/0', promoter.token)).statusCode).toBe(200);
      for (const refused of [conf, member, gate]) {
        expect((await desk.get('/page/0', refused.token)).statusCode).toBe(403);
        expect((await desk.get(`/${ada.uid}`, refused.token)).statusCode).toBe(403);
        expect((await desk.post(`/${ada.uid}/resend`, refused.token)).statusCode).toBe(403);
        expect(
          (await desk.post(`/${ada.uid}/refund`, refused.token, { whole: true })).statusCode,
        ).toBe(403);
      }
      expect((await desk.get('/page/0', undefined)).statusCode).toBe(401);
      expect((await desk.get('/export?what=orders', undefined)).statusCode).toBe(401);
      expect((await desk.post(`/${ada.uid}/refund`, undefined, { whole: true })).statusCode).toBe(
        401,
      );
      const again = orderStory.parse((await desk.get(`/${ada.uid}`, admin.token)).json());
      expect(again.refundedCents).toBe(0);
      expect(again.status).toBe('completed');
    });
  });
});
