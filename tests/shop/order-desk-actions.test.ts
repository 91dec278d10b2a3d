import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRefundResult, orderStory } from '../../src/api/contract/order-desk';
import { gateList } from '../../src/api/contract/gate';
import { auditLog } from '../../server/db/schema/audit';
import { jobs } from '../../server/db/schema/jobs';
import { orders, refunds, tickets } from '../../server/db/schema/orders';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyTickets, deskClient } from './order-desk-fixture';
import { seedShop, YEAR } from './shop-fixture';

forEachDatabase('order desk: actions', (use) => {
  let t: TestApp;
  let desk: ReturnType<typeof deskClient>;
  let admin: CreatedUser;
  let promoter: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    desk = deskClient(t.app);
    admin = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
    promoter = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_PROMOTER'] }, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  const lastAudit = async () => {
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };
  const ticketsOf = (orderUid: string) =>
    db().select().from(tickets).where(eq(tickets.orderUid, orderUid));
  const gateTicket = async (uid: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gate/list?year=${YEAR}`,
      headers: apiHeaders(promoter.token),
    });
    return gateList.parse(res.json()).tickets.find((row) => row.uid === uid);
  };

  it('resends the order mail: queued again, sent, written to the audit log', async () => {
    const order = await buyTickets(t.app, db(), { email: 'resend@example.org' });
    await t.app.jobs.runDue();
    const res = await desk.post(`/${order.uid}/resend`, promoter.token);
    expect(res.statusCode, res.body).toBe(200);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, 'order.mail'));
    expect(queued.filter((job) => job.key?.startsWith(`order-mail:${order.uid}`))).toHaveLength(2);
    await t.app.jobs.runDue();
    await waitForMail(t.outboxDir, 'resend@example.org');
    expect(await lastAudit()).toMatchObject({
      actorId: promoter.id,
      action: 'order.resend',
      targetKind: 'order',
      summary: `${order.uid}:`,
    });
    const story = orderStory.parse((await desk.get(`/${order.uid}`, admin.token)).json());
    expect(story.story.filter((entry) => entry.kind === 'mailSent')).toHaveLength(2);
    expect(story.story.find((entry) => entry.kind === 'staff')).toMatchObject({
      detail: 'order.resend',
      byName: promoter.name,
    });
  });

  it('refuses to resend the mail of an unpaid order, in words the app can translate', async () => {
    const order = await buyTickets(t.app, db(), { email: 'unpaid@example.org' }, 1, false);
    const res = await desk.post(`/${order.uid}/resend`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Only a paid order has an order e-mail and tickets to re-issue.',
    });
  });

  it('refunds a whole order through the provider; its tickets stop admitting at the gate', async () => {
    const order = await buyTickets(t.app, db(), { email: 'whole@example.org' }, 2);
    const res = await desk.post(`/${order.uid}/refund`, admin.token, { whole: true });
    expect(res.statusCode, res.body).toBe(200);
    const result = deskRefundResult.parse(res.json());
    const [row] = await db().select().from(orders).where(eq(orders.uid, order.uid));
    expect(result).toMatchObject({ status: 'succeeded', amountCents: row?.grandTotalCents });
    expect(result.order.status).toBe('refunded');
    expect(result.order.tickets.map((ticket) => ticket.state)).toEqual(['revoked', 'revoked']);
    expect(await db().select().from(refunds).where(eq(refunds.orderUid, order.uid))).toEqual([
      expect.objectContaining({ reason: 'staff', createdBy: admin.id, status: 'succeeded' }),
    ]);
    expect((await gateTicket(order.ticketUids[0] ?? ''))?.revoked).toBe(true);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'order.refund', actorId: admin.id });
    expect(audit?.summary).toMatch(new RegExp(`^${order.uid}: \\d+\\.\\d{2} EUR succeeded`));
    const kinds = result.order.story.map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['refund', 'revoked']));
    expect(result.order.story.find((entry) => entry.kind === 'refund')?.byName).toBe(admin.name);
    const again = await desk.post(`/${order.uid}/refund`, admin.token, { whole: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Only a paid order can be refunded.' });
  });

  it('refunds one chosen ticket at its price and keeps the other admitting', async () => {
    const order = await buyTickets(t.app, db(), { email: 'partial@example.org' }, 2);
    const [gone, kept] = order.ticketUids;
    const res = await desk.post(`/${order.uid}/refund`, promoter.token, { ticketUids: [gone] });
    expect(res.statusCode, res.body).toBe(200);
    const result = deskRefundResult.parse(res.json());
    expect(result.amountCents).toBe(7_900);
    expect(result.order.status).toBe('completed');
    expect(result.order.refundedCents).toBe(7_900);
    const states = Object.fromEntries(result.order.tickets.map((x) => [x.uid, x.state]));
    expect(states).toEqual({ [gone ?? '']: 'revoked', [kept ?? '']: 'valid' });
    expect((await gateTicket(kept ?? ''))?.revoked).toBe(false);
  });

  it('refunds a part of the amount and refuses more than is left or nothing at all', async () => {
    const order = await buyTickets(t.app, db(), { email: 'amount@example.org' });
    const res = await desk.post(`/${order.uid}/refund`, admin.token, { amountCents: 1_000 });
    expect(res.statusCode, res.body).toBe(200);
    const result = deskRefundResult.parse(res.json());
    expect(result.order.refundedCents).toBe(1_000);
    expect(result.order.tickets[0]?.state).toBe('valid');
    const tooMuch = await desk.post(`/${order.uid}/refund`, admin.token, {
      amountCents: result.order.grandTotalCents,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      message: 'This is more than is left to refund on this order.',
    });
    const empty = await desk.post(`/${order.uid}/refund`, admin.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Choose tickets or an amount to refund.' });
  });

  it('re-issues a ticket: new entry credential for the same holder, the old one revoked', async () => {
    const order = await buyTickets(t.app, db(), {
      firstName: 'Rita',
      email: 'reissue@example.org',
    });
    const [before] = await ticketsOf(order.uid);
    if (!before) throw new Error('no ticket');
    const res = await desk.post(`/${order.uid}/tickets/${before.uid}/reissue`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await ticketsOf(order.uid);
    expect(after).toMatchObject({
      credentialVersion: before.credentialVersion + 1,
      ownerName: before.ownerName,
      ownerUserId: before.ownerUserId,
      revokedAt: null,
    });
    expect(after?.code).not.toBe(before.code);
    expect(after?.changedAt.getTime()).toBeGreaterThan(before.changedAt.getTime());
    const listed = await gateTicket(before.uid);
    expect(listed?.version).toBe(before.credentialVersion + 1);
    expect(listed?.entryCode).not.toBe(order.entryCodes[0]);
    expect(await lastAudit()).toMatchObject({
      action: 'order.reissue',
      summary: `${order.uid}: ticket ${before.uid} version ${before.credentialVersion + 1}`,
    });

    const other = await buyTickets(t.app, db(), { email: 'other@example.org' });
    const foreign = await desk.post(`/${other.uid}/tickets/${before.uid}/reissue`, admin.token);
    expect(foreign.statusCode).toBe(404);
    await desk.post(`/${other.uid}/refund`, admin.token, { whole: true });
    const revoked = await desk.post(
      `/${other.uid}/tickets/${other.ticketUids[0] ?? ''}/reissue`,
      admin.token,
    );
    expect(revoked.statusCode).toBe(409);
  });

  describe('CSV export', () => {
    const exportOf = (query: string, language = 'de') =>
      t.app.inject({
        method: 'GET',
        url: `/api/management/orders/export?${query}`,
        headers: { ...apiHeaders(admin.token), 'accept-language': language },
      });

    it('writes orders for German Excel: BOM, semicolons, decimal commas, formulas defused', async () => {
      const order = await buyTickets(t.app, db(), {
        firstName: '=HYPERLINK("http://evil.example";"x")',
        lastName: 'Semi;Colon',
        email: 'csv@example.org',
      });
      const res = await exportOf('what=orders&q=csv%40example.org');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
      expect(res.body.startsWith('\uFEFFBestellnummer;Bestellt am;')).toBe(true);
      const lines = res.body.slice(1).split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');
      const [row] = await db().select().from(orders).where(eq(orders.uid, order.uid));
      const total = row?.grandTotalCents ?? 0;
      const euros = `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`;
      expect(lines[1]).toContain(`${order.uid};`);
      expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"";""x"")";"Semi;Colon";`);
      expect(lines[1]).toContain(`;${euros};0,00;EUR;`);
      expect(await lastAudit()).toMatchObject({
        action: 'order.export',
        summary: 'orders: 1 rows, searched',
      });
    });

    it('writes tickets with holder, price and state, headed in English on request', async () => {
      const order = await buyTickets(
        t.app,
        db(),
        { firstName: 'Tess', email: 'tickets@example.org' },
        2,
      );
      const res = await exportOf('what=tickets&q=tickets%40example.org&status=completed', 'en');
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Ticket;Order number;Placed;Order status;Product;Holder;Price;Currency;State;Checked in',
      );
      expect(lines.slice(1)).toHaveLength(2);
      for (const line of lines.slice(1)) {
        expect(line).toContain(`;${order.uid};`);
        expect(line).toMatch(/;completed;Day Ticket;Tess Meier;79,00;EUR;valid;$/);
      }
    });

    it('takes a period of days and refuses an unknown export', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const none = await exportOf('what=orders&to=2000-01-01');
      expect(none.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
      const some = await exportOf(`what=orders&from=${yesterday}`);
      expect(some.body.split('\r\n').length).toBeGreaterThan(2);
      expect((await exportOf('what=people')).statusCode).toBe(400);
      expect((await exportOf('what=orders&from=yesterday')).statusCode).toBe(400);
    });
  });
});
