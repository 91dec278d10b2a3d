import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import {
  gateCheckinsPage,
  gateList,
  type GateScan,
  gateStats,
  type GateVerdict,
} from '../../src/api/contract/gate';
import { MAX_QUANTITY } from '../../src/api/contract/shop';
import { syncBatchResponse } from '../../src/api/contract/sync';
import { gateScans } from '../../server/db/schema/gate';
import { tickets } from '../../server/db/schema/orders';
import { products } from '../../server/db/schema/shop';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback, YEAR } from '../shop/shop-fixture';

type TicketRow = typeof tickets.$inferSelect;

forEachDatabase('gate check-in', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let gate: CreatedUser;
  let promoter: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    await use().db.update(products).set({ allowsReentry: true }).where(eq(products.uid, 'pass'));
    client = shopClient(t.app);
    gate = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_GATE'] }, t.app);
    promoter = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_PROMOTER'] }, t.app);
    member = await createUser(use().db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;

  let orderCount = 0;
  /** Paid guest orders of `quantity` tickets of `product` in all (ten an order); their tickets. */
  const buy = async (quantity: number, product = 'day'): Promise<TicketRow[]> => {
    const bought: TicketRow[] = [];
    for (let left = quantity; left > 0; left -= MAX_QUANTITY) {
      orderCount += 1;
      const res = await client.place({
        products: [{ product, quantity: Math.min(left, MAX_QUANTITY) }],
        vouchers: [],
        consumer: { ...buyer, email: `gate-buyer-${orderCount}@example.org` },
        payment_method: 'card',
      });
      const { orderId } = placeOrderResult.parse(res.json());
      await (
        await signedCallback(db(), t.app, orderId, 'paid')
      )();
      bought.push(...(await db().select().from(tickets).where(eq(tickets.orderUid, orderId))));
    }
    return bought;
  };
  const credentialOf = (ticket: { uid: string; year: number; credentialVersion: number }) =>
    t.app.ticketKeys.credentials.issue({
      ticketUid: ticket.uid,
      year: ticket.year,
      version: ticket.credentialVersion,
    }).credential;

  const scan = (
    gateName: string,
    what: { credential: string } | { entryCode: string },
    scannedAt: Date,
    verdict: GateVerdict = 'admitted',
    id = randomUUID(),
  ) => ({
    id,
    kind: 'gate.scan' as const,
    scan: { ...what, year: YEAR, gate: gateName, scannedAt: scannedAt.toISOString(), verdict },
  });
  const send = async (
    items: { id: string; kind: 'gate.scan'; scan: GateScan }[],
    token = gate.token,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: apiHeaders(token),
      payload: { items },
    });
    expect(res.statusCode, res.body).toBe(200);
    return syncBatchResponse.parse(res.json()).results;
  };
  const outcomesOf = async (ticketUid: string) =>
    (
      await db()
        .select({ id: gateScans.id, outcome: gateScans.outcome, with: gateScans.conflictWith })
        .from(gateScans)
        .where(eq(gateScans.ticketUid, ticketUid))
    ).sort((a, b) => a.outcome.localeCompare(b.outcome));
  const list = async (query = '', token = gate.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/gate/list?year=${YEAR}${query}`,
      headers: apiHeaders(token),
    });

  describe('the gate list', () => {
    it('holds the edition’s tickets with version, entry code and holder, for gate staff only', async () => {
      const [ticket] = await buy(1);
      if (!ticket) throw new Error('no ticket');
      const res = await list();
      expect(res.statusCode).toBe(200);
      const body = gateList.parse(res.json());
      expect(body.full).toBe(true);
      expect(body.publicKey).toBe(t.app.ticketKeys.credentials.publicKey);
      const listed = body.tickets.find((row) => row.uid === ticket.uid);
      expect(listed).toMatchObject({ version: 1, holder: 'Mia Meier', revoked: false });
      expect(listed?.entryCode).toMatch(/^[A-Z2-9]{12}$/);
      expect(body.products.map((p) => p.uid)).toContain('day');
      expect((await list('', promoter.token)).statusCode).toBe(200);
      expect((await list('', member.token)).statusCode).toBe(403);
      expect((await list('', '')).statusCode).toBe(401);
    });

    it('since a list, holds what changed: a claimed ticket’s new version', async () => {
      const [ticket] = await buy(1);
      if (!ticket) throw new Error('no ticket');
      const first = gateList.parse((await list()).json());
      const quiet = gateList.parse((await list(`&since=${first.serverTime}`)).json());
      expect(quiet.full).toBe(false);
      await client.get(`/api/ticket/scan/${ticket.code}`, member.token);
      const later = gateList.parse((await list(`&since=${first.serverTime}`)).json());
      expect(later.tickets.find((row) => row.uid === ticket.uid)?.version).toBe(2);
    });
  });

  describe('scans', () => {
    it('stores 100 admissions as 100 check-ins, and a replay once', async () => {
      const bought = await buy(100);
      const at = new Date();
      const items = bought.map((ticket) => scan('Nord', { credential: credentialOf(ticket) }, at));
      const results = await send(items);
      expect(results.every((result) => result.status === 200)).toBe(true);
      await send(items.slice(0, 10));
      const rows = await db().select().from(gateScans).where(eq(gateScans.gate, 'Nord'));
      expect(rows).toHaveLength(100);
      expect(rows.every((row) => row.outcome === 'checkin')).toBe(true);
    });

    it('two gates that admitted one ticket offline: the earlier scan checks in, the other conflicts', async () => {
      const [ticket] = await buy(1);
      if (!ticket) throw new Error('no ticket');
      const credential = credentialOf(ticket);
      const early = scan('Süd', { credential }, new Date(Date.now() - 60_000));
      const late = scan('Ost', { credential }, new Date());
      // The later scan reaches the server first.
      await send([late]);
      expect(await outcomesOf(ticket.uid)).toEqual([
        { id: late.id, outcome: 'checkin', with: null },
      ]);
      await send([early]);
      expect(await outcomesOf(ticket.uid)).toEqual([
        { id: early.id, outcome: 'checkin', with: null },
        { id: late.id, outcome: 'conflict', with: early.id },
      ]);
      const conflicts = gateCheckinsPage.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/gate/checkins?year=${YEAR}&outcome=conflict`,
            headers: apiHeaders(gate.token),
          })
        ).json(),
      );
      const shown = conflicts.content.find((row) => row.id === late.id);
      expect(shown).toMatchObject({ gate: 'Ost', holder: 'Mia Meier', first: { gate: 'Süd' } });
    });

    it('counts a second admission as re-entry where the ticket type allows it', async () => {
      const [ticket] = await buy(1, 'pass');
      if (!ticket) throw new Error('no ticket');
      const credential = credentialOf(ticket);
      const a = scan('West', { credential }, new Date(Date.now() - 1000));
      const b = scan('West', { credential }, new Date(), 'reentry');
      await send([a, b]);
      expect((await outcomesOf(ticket.uid)).map((row) => row.outcome)).toEqual([
        'checkin',
        'reentry',
      ]);
    });

    it('takes a typed entry code, records a forged credential as refused', async () => {
      const [ticket] = await buy(1);
      if (!ticket) throw new Error('no ticket');
      const listed = gateList
        .parse((await list()).json())
        .tickets.find((row) => row.uid === ticket.uid);
      const typed = scan(
        'Nord 2',
        { entryCode: listed?.entryCode.toLowerCase() ?? '' },
        new Date(),
      );
      await send([typed]);
      expect(await outcomesOf(ticket.uid)).toEqual([
        { id: typed.id, outcome: 'checkin', with: null },
      ]);
      const forged = credentialOf(ticket).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const refused = scan('Nord 2', { credential: forged }, new Date(), 'forged');
      await send([refused]);
      const [row] = await db().select().from(gateScans).where(eq(gateScans.id, refused.id));
      expect(row).toMatchObject({ ticketUid: null, outcome: 'refused', verdict: 'forged' });
    });

    it('refuses scans, item by item, from someone without a gate role', async () => {
      const [ticket] = await buy(1);
      if (!ticket) throw new Error('no ticket');
      const results = await send(
        [scan('Fake', { credential: credentialOf(ticket) }, new Date())],
        member.token,
      );
      expect(results[0]?.status).toBe(403);
      expect(await outcomesOf(ticket.uid)).toEqual([]);
    });

    it('reports counts per gate and in total', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/gate/stats?year=${YEAR}`,
        headers: apiHeaders(promoter.token),
      });
      const stats = gateStats.parse(res.json());
      expect(stats.conflicts).toBeGreaterThanOrEqual(1);
      expect(stats.gates.find((g) => g.gate === 'Nord')?.checkins).toBe(100);
      expect(stats.gates.find((g) => g.gate === 'Nord 2')).toMatchObject({
        checkins: 1,
        refused: 1,
      });
      expect(stats.checkedIn).toBe(stats.gates.reduce((sum, g) => sum + g.checkins, 0));
      expect(stats.tickets).toBeGreaterThanOrEqual(stats.checkedIn);
    });
  });
});
