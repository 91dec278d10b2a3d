import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { renderOrderMail } from '../../server/modules/orders/order-mail';
import type { OrderItemRow, OrderRow } from '../../server/modules/orders/queries';
import type { PdfTicket } from '../../server/pdf/tickets-pdf';
import { readOutbox } from '../helpers/app';

const order: OrderRow = {
  uid: 'c0ffee12-3456-7890-abcd-ef0123456789',
  userId: null,
  status: 'completed',
  consumer: {
    firstName: 'Łukasz',
    lastName: 'Dvořák',
    email: 'lukasz@example.org',
    gender: 1,
    date_of_birth: '1990-01-01',
    address: { street: 'Stralauer Allee 1', city: 'Berlin', postalCode: '10245', country: 'DE' },
    ip: null,
  },
  totalCents: 25_800,
  serviceFeeCents: 0,
  discountCents: 2_000,
  paymentCostsCents: 0,
  grandTotalCents: 23_800,
  currency: 'EUR',
  voucherCodes: ['SUMMER'],
  paymentMethodUid: null,
  paymentLink: null,
  paymentReference: null,
  idempotencyKey: null,
  requestHash: null,
  language: 'en',
  createdAt: new Date('2025-07-01T10:00:00Z'),
  updatedAt: new Date('2025-07-01T10:05:00Z'),
  completedAt: new Date('2025-07-01T10:05:00Z'),
  refundedCents: 0,
  company: null,
  paidAt: null,
};

const items: OrderItemRow[] = [
  {
    id: 1,
    orderUid: order.uid,
    productUid: null,
    name: 'Festival Pass',
    quantity: 2,
    unitPriceCents: 12_900,
    totalCents: 25_800,
  },
];

const ticket = (holderName: string, claimCode: string | null, pricePaidCents: number) => ({
  uid: `t-${claimCode ?? holderName}`,
  entryCredential: 'A'.repeat(136),
  entryCode: 'ABCDEFGHJKMN',
  claimCode,
  holderName,
  productName: 'Festival Pass',
  year: 2025,
  pricePaidCents,
  currency: 'EUR',
});
const pdfTickets: PdfTicket[] = [
  ticket('Łukasz Dvořák', 'CLAIMAAAAAAA', 11_900),
  ticket('李小龍', 'CLAIMBBBBBBB', 11_900),
];
const festival = { name: 'Festival', place: 'Osthafen, Berlin', firstDay: null, lastDay: null };
const downloadUrl = 'https://festival.example/api/order/c0ffee12/tickets.pdf?t=abc';
const claimUrl = 'https://festival.example/claim?order=c0ffee12&t=x"y';

const pdfText = async (content: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;

describe('order mail', () => {
  let outboxDir = '';
  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'order-mail-'));
  });
  afterAll(() => rm(outboxDir, { recursive: true, force: true }));

  it('greets any name, attaches the tickets PDF and reads back from the sent mail', async () => {
    const mail = await renderOrderMail({
      order,
      items,
      pdfTickets,
      festival,
      downloadUrl,
      claimUrl,
    });
    expect(mail.text).toContain('Hello Łukasz,');
    expect(mail.html).toContain('Hello Łukasz,');
    const [attachment] = mail.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain('李小龍');
    expect(text).toContain('€119.00');

    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'tickets@festival.example',
      outboxDir,
      log: Fastify().log,
    });
    await mailer.sendMail(mail);
    const [sent] = await readOutbox(outboxDir);
    expect(sent?.subject).toBe('Your tickets – order C0FFEE12');
    expect(sent?.text).toContain('Hello Łukasz,');
    const raw = await readFile(join(outboxDir, sent?.file ?? ''), 'utf8');
    expect(raw).toContain('Content-Type: application/pdf; name=tickets-c0ffee12.pdf');
  });

  it('lists the claim link and each claim code for a guest order', async () => {
    const mail = await renderOrderMail({
      order,
      items,
      pdfTickets,
      festival,
      downloadUrl,
      claimUrl,
    });
    expect(mail.text).toContain(`Add your tickets to your account in the app:\n${claimUrl}`);
    expect(mail.text).toContain('Festival Pass, Łukasz Dvořák: CLAIMAAAAAAA');
    expect(mail.text).toContain('Festival Pass, 李小龍: CLAIMBBBBBBB');
    expect(mail.html).toContain(
      'href="https://festival.example/claim?order=c0ffee12&amp;t=x&quot;y"',
    );
    expect(mail.html).toContain('Festival Pass, 李小龍: CLAIMBBBBBBB');
  });

  it('has no claim paragraph when an account owns the tickets', async () => {
    const owned = pdfTickets.map((pdfTicket) => ({ ...pdfTicket, claimCode: null }));
    const mail = await renderOrderMail({
      order: { ...order, userId: 7, language: 'de' },
      items,
      pdfTickets: owned,
      festival,
      downloadUrl,
      claimUrl: null,
    });
    expect(mail.subject).toBe('Deine Tickets – Bestellung C0FFEE12');
    expect(mail.text).toContain('Hallo Łukasz,');
    expect(mail.text).not.toContain('Konto in der App hinzu');
    expect(mail.text).not.toContain('CLAIM');
    expect(mail.html).not.toContain('CLAIM');
  });
});
