import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { INVOICE_MESSAGES } from '../../src/api/contract/invoices';
import { orderDto } from '../../src/api/contract/tickets';
import { queryRows } from '../../server/db/client';
import { invoices } from '../../server/db/schema/invoices';
import { orders } from '../../server/db/schema/orders';
import { operatorOf } from '../../server/modules/legal/operator';
import {
  completeOrder,
  expireStaleOrders,
  settleOrder,
} from '../../server/modules/orders/completion';
import * as orderQueries from '../../server/modules/orders/queries';
import { refundOrder } from '../../server/modules/orders/refunds';
import { invoiceSellerOf } from '../../server/modules/invoices/seller';
import { createTestApp, type TestApp, waitForMail } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

const operator = operatorOf({
  IMPRINT_NAME: 'Festival Events GmbH',
  IMPRINT_ADDRESS: 'Stralauer Allee 1; 10245 Berlin',
  IMPRINT_VAT_ID: 'DE999999999',
});
const seller = invoiceSellerOf({ operator });
const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
    new Date(),
  ),
);

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

const company = { name: 'Acme Events GmbH', vatId: 'de 123.456-789', address: null };

forEachDatabase('invoices', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  const db = () => use().db;

  beforeAll(async () => {
    t = await createTestApp(use(), { config: { operator } });
    await seedShop(db());
    client = shopClient(t.app);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => expireStaleOrders(db(), 0, new Date(Date.now() + 1000)));

  const lastNumber = async () =>
    (
      await queryRows<{ last_number: number }>(
        db(),
        sql`SELECT last_number FROM invoice_counters WHERE series = 'RE' AND year = ${YEAR}`,
      )
    )[0]?.last_number ?? 0;

  /** Places and pays an order through the API, as a guest who writes in `language`. */
  const buy = async (body: Record<string, unknown>, language = 'en') => {
    const res = await client.place(
      {
        products: [
          { product: 'pass', quantity: 1 },
          { product: 'day', quantity: 2 },
        ],
        vouchers: ['FRIENDS5'],
        consumer: { ...buyer, email: `${randomUUID()}@example.org` },
        payment_method: 'card',
        ...body,
      },
      { language },
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = placeOrderResult.parse(res.json());
    const paid = await (await signedCallback(db(), t.app, placed.orderId, 'paid'))();
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const found = await client.post('/api/order/get', {
      orderId: placed.orderId,
      email: placed.email,
    });
    return { placed, order: orderDto.parse(found.json()) };
  };

  const download = async (link: string) => {
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };

  it('issues an invoice for a paid company order whose PDF adds up to the bill', async () => {
    const { placed, order } = await buy({ company });
    // 189.00 + 2 × 79.00 − 5.00 voucher + 3 × 1.00 service fee + 0.49 card costs
    expect(order.grandTotal.amount).toBe(34_549);
    const [invoice] = order.invoices;
    expect(invoice).toMatchObject({ kind: 'invoice' });
    expect(invoice?.number).toMatch(new RegExp(`^RE-${YEAR}-\\d{6}$`));
    const [row] = await db().select().from(invoices).where(eq(invoices.orderUid, placed.orderId));
    const document = row!.document;
    expect(document.buyer).toMatchObject({ name: 'Acme Events GmbH', vatId: 'DE123456789' });
    expect(document.buyer.addressLines).toEqual(['Stralauer Allee 7', '10245 Berlin', 'Germany']);
    expect(document.seller).toMatchObject({ name: 'Festival Events GmbH', vatId: 'DE999999999' });
    expect(document.lines.map((line) => [line.kind, line.grossCents])).toEqual([
      ['ticket', 18_900],
      ['ticket', 15_800],
      ['vouchers', -500],
      ['serviceFee', 300],
      ['paymentCosts', 49],
    ]);
    for (const line of document.lines) {
      expect(line.netCents + line.vatCents).toBe(line.grossCents);
      expect(Math.abs(line.netCents - (line.grossCents * 100) / 119)).toBeLessThan(1);
    }
    // 345.49 gross holds 290.33 net and 55.16 VAT (half up on the total, as charged).
    expect(document.totals).toEqual({ netCents: 29_033, vatCents: 5_516, grossCents: 34_549 });
    expect(document.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(29_033);

    const pdf = await download(invoice!.link);
    const text = await pdfText(pdf);
    for (const expected of [
      `Invoice ${invoice!.number}`,
      'Festival Events GmbH',
      'VAT ID: DE999999999',
      'Acme Events GmbH',
      `Attn. ${buyer.firstName} ${buyer.lastName}`,
      'VAT ID: DE123456789',
      'Festival Pass',
      '1 × €189.00',
      'Day Ticket',
      '2 × €79.00',
      'Vouchers FRIENDS5',
      '-€5.00',
      'Service fee',
      'Payment method costs',
      '€0.49',
      'Total net',
      '€290.33',
      'VAT 19 %',
      '€55.16',
      'Total gross',
      '€345.49',
    ]) {
      expect(text).toContain(expected);
    }
    // Each line's net, VAT and gross as printed. The lines' nets share out the total's 290.33:
    // 158.8235… is written 158.83 so that they add up (largest remainder).
    expect(text).toMatch(/Festival Pass\s+1 × €189\.00\s+€158\.83\s+€30\.17\s+€189\.00/);
    expect(text).toMatch(/Day Ticket\s+2 × €79\.00\s+€132\.77\s+€25\.23\s+€158\.00/);
    expect(text).toMatch(/Vouchers FRIENDS5\s+-€4\.20\s+-€0\.80\s+-€5\.00/);
    expect(text).toMatch(/Service fee\s+€2\.52\s+€0\.48\s+€3\.00/);
    expect(text).toMatch(/Payment method costs\s+€0\.41\s+€0\.08\s+€0\.49/);
    // Downloaded again later, the same document gives the same file.
    expect(Buffer.compare(await download(invoice!.link), pdf)).toBe(0);

    const mail = await waitForMail(t.outboxDir, placed.email);
    const raw = await readFile(join(t.outboxDir, mail.file), 'utf8');
    expect(raw).toContain(`name=invoice-${invoice!.number}.pdf`);
  });

  it('writes a German invoice for a German order, to the company address when given', async () => {
    const { order } = await buy(
      {
        company: {
          name: 'Beispiel AG',
          vatId: 'ATU12345678',
          address: { street: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'AT' },
        },
      },
      'de',
    );
    const text = await pdfText(await download(order.invoices[0]!.link));
    for (const expected of [
      `Rechnung ${order.invoices[0]!.number}`,
      'USt-IdNr.: ATU12345678',
      'z. Hd. Mia Meier',
      'Ring 1',
      '1010 Wien',
      'Österreich',
      'Summe netto',
      '290,33 €',
      'USt. 19 %',
      '55,16 €',
      'Summe brutto',
      '345,49 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Stralauer Allee 7');
  });

  it('refuses a malformed VAT ID and an empty company name with clear messages', async () => {
    const base = {
      products: [{ product: 'day', quantity: 1 }],
      vouchers: [],
      consumer: buyer,
      payment_method: 'card',
    };
    let res = await client.place({ ...base, company: { ...company, vatId: '123456789' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `company.vatId: ${INVOICE_MESSAGES.vatIdInvalid}`,
    });
    res = await client.place({ ...base, company: { ...company, name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `company.name: ${INVOICE_MESSAGES.companyNameRequired}`,
    });
  });

  it('gives a free order no invoice and a forged link no PDF', async () => {
    const res = await client.place({
      products: [{ product: 'day', quantity: 1 }],
      vouchers: ['FREE100'],
      consumer: buyer,
    });
    const placed = placeOrderResult.parse(res.json());
    expect(placed.status).toBe('completed');
    expect(await db().select().from(invoices).where(eq(invoices.orderUid, placed.orderId))).toEqual(
      [],
    );
    const [any] = await db().select().from(invoices).limit(1);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/${any!.uid}/invoice.pdf?t=forged`,
    });
    expect(forged.statusCode).toBe(403);
  });

  /** Pending orders written straight to the database, as placing would leave them. */
  const pendingOrders = async (count: number) => {
    const uids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const uid = randomUUID();
      uids.push(uid);
      await orderQueries.insertOrder(
        db(),
        {
          uid,
          userId: null,
          status: 'pending',
          consumer: { ...buyer, gender: 2, ip: null },
          totalCents: 7_900,
          serviceFeeCents: 100,
          grandTotalCents: 8_000,
          paymentReference: `ref-${uid}`,
          language: 'en',
        },
        [
          {
            productUid: 'day',
            name: 'Day Ticket',
            quantity: 1,
            unitPriceCents: 7_900,
            totalCents: 7_900,
          },
        ],
      );
    }
    return uids;
  };

  it('keeps invoice numbers gap-free and unique under 100 concurrent completions', async () => {
    const before = await lastNumber();
    const uids = await pendingOrders(100);
    const results = await Promise.all(
      uids.map((orderUid) =>
        settleOrder(
          db(),
          t.app.bus,
          {
            orderUid,
            reference: `ref-${orderUid}`,
            outcome: 'paid',
            amount: 8_000,
            currency: 'EUR',
          },
          60 * 60_000,
          seller,
        ),
      ),
    );
    expect(results.every((result) => result?.status === 'completed')).toBe(true);
    const issued = await db()
      .select({ number: invoices.number, orderUid: invoices.orderUid })
      .from(invoices)
      .where(sql`${invoices.orderUid} IN ${uids}`)
      .orderBy(asc(invoices.number));
    expect(new Set(issued.map((row) => row.orderUid)).size).toBe(100);
    expect(issued.map((row) => Number(row.number.slice(-6)))).toEqual(
      Array.from({ length: 100 }, (_, index) => before + 1 + index),
    );
    expect(await lastNumber()).toBe(before + 100);
  }, 120_000);

  it('gives the number back when the completing transaction rolls back', async () => {
    const before = await lastNumber();
    const [failing, next] = await pendingOrders(2);
    await expect(
      db().transaction(async (tx) => {
        const order = await orderQueries.findOrder(tx, failing!);
        await completeOrder(tx, t.app.bus, order!, seller);
        throw new Error('the completion failed after numbering');
      }),
    ).rejects.toThrow('the completion failed after numbering');
    expect(await db().select().from(invoices).where(eq(invoices.orderUid, failing!))).toEqual([]);
    expect(await lastNumber()).toBe(before);
    await db().transaction(async (tx) => {
      const order = await orderQueries.findOrder(tx, next!);
      await completeOrder(tx, t.app.bus, order!, seller);
    });
    const [row] = await db().select().from(invoices).where(eq(invoices.orderUid, next!));
    expect(row?.number).toBe(`RE-${YEAR}-${String(before + 1).padStart(6, '0')}`);
  });

  it('issues a cancellation invoice with negative amounts for a full and a partial refund', async () => {
    const { placed, order } = await buy({ company });
    const original = order.invoices[0]!;
    await refundOrder(db(), t.app.payments.provider, {
      orderUid: placed.orderId,
      reason: 'staff',
      byUserId: null,
    });
    const after = orderDto.parse(
      (
        await client.post('/api/order/get', { orderId: placed.orderId, email: placed.email })
      ).json(),
    );
    expect(after.invoices.map((invoice) => invoice.kind)).toEqual(['invoice', 'cancellation']);
    const cancellation = after.invoices[1]!;
    expect(Number(cancellation.number.slice(-6))).toBe(Number(original.number.slice(-6)) + 1);
    const [row] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.number, cancellation.number));
    expect(row).toMatchObject({ grossCents: -34_549, netCents: -29_033, vatCents: -5_516 });
    const text = await pdfText(await download(cancellation.link));
    for (const expected of [
      `Cancellation invoice ${cancellation.number}`,
      `Cancels invoice ${original.number}`,
      'Acme Events GmbH',
      '-€290.33',
      '-€55.16',
      '-€345.49',
      '€5.00',
    ]) {
      expect(text).toContain(expected);
    }

    const second = await buy({});
    await refundOrder(db(), t.app.payments.provider, {
      orderUid: second.placed.orderId,
      amountCents: 1_000,
      reason: 'staff',
      byUserId: null,
    });
    const [partial] = await db()
      .select()
      .from(invoices)
      .where(sql`${invoices.orderUid} = ${second.placed.orderId} AND kind = 'cancellation'`);
    expect(partial).toMatchObject({ grossCents: -1_000, netCents: -840, vatCents: -160 });
    expect(partial?.document.lines).toMatchObject([
      { kind: 'refund', description: `Refund on invoice ${second.order.invoices[0]!.number}` },
    ]);
    const [stored] = await db().select().from(orders).where(eq(orders.uid, second.placed.orderId));
    expect(stored?.refundedCents).toBe(1_000);
  });
});
