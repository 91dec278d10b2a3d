import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { berlinToday, VAT_PERCENT } from '../../../src/api/contract/checkout';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { type OrderCompany, type OrderConsumer, tickets } from '../../db/schema/orders';
import { findFestivalInfo } from '../orders/festival-info';
import { orderNumberOf } from '../orders/order-mail';
import * as orderQueries from '../orders/queries';
import type { RefundRow } from '../orders/refunds';
import {
  cancellationLinesOf,
  documentTotals,
  type InvoiceDocument,
  type InvoiceLanguage,
  invoiceLinesOf,
  type InvoiceParty,
  type InvoiceSeller,
} from './invoice-document';
import { INVOICE_SERIES, nextInvoiceNumber } from './invoice-numbers';
import { countryName, invoiceLanguageOf, lineTextsIn } from './invoice-texts';

export type InvoiceRow = typeof invoices.$inferSelect;

function buyerOf(
  consumer: OrderConsumer,
  company: OrderCompany | null,
  language: InvoiceLanguage,
): InvoiceParty {
  const person = `${consumer.firstName} ${consumer.lastName}`.trim();
  const address = company?.address ?? consumer.address;
  const extra = company?.address ? null : consumer.address.address?.trim();
  const addressLines = [
    ...(extra ? [extra] : []),
    address.street,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, language),
  ];
  return company
    ? { name: company.name, attention: person, addressLines, vatId: company.vatId }
    : { name: person, attention: null, addressLines, vatId: null };
}

const sellerParty = (seller: InvoiceSeller): InvoiceParty => ({
  name: seller.name,
  attention: null,
  addressLines: [...seller.addressLines],
  vatId: seller.vatId,
});

async function insertInvoice(
  tx: Executor,
  document: InvoiceDocument,
  row: Pick<InvoiceRow, 'orderUid' | 'refundUid' | 'cancelsUid' | 'issuedAt'>,
): Promise<InvoiceRow> {
  const [saved] = await tx
    .insert(invoices)
    .values({
      uid: randomUUID(),
      number: document.number,
      kind: document.kind,
      ...row,
      grossCents: document.totals.grossCents,
      netCents: document.totals.netCents,
      vatCents: document.totals.vatCents,
      currency: document.currency,
      document,
    })
    .returning();
  if (!saved) throw new Error('The invoice was not stored');
  return saved;
}

/**
 * Issues the invoice of a paid order (grand total above zero) in the completing transaction, with
 * the next number of the series; null for a free order. Everything it says is stored with it.
 */
export async function issueInvoice(
  tx: Executor,
  order: orderQueries.OrderRow,
  seller: InvoiceSeller,
  now = new Date(),
): Promise<InvoiceRow | null> {
  if (order.grandTotalCents <= 0) return null;
  const language = invoiceLanguageOf(order.language);
  const items = await orderQueries.findItems(tx, [order.uid]);
  const lines = invoiceLinesOf(order, items, lineTextsIn(language));
  const issuedOn = berlinToday(now);
  const [ticket] = await tx
    .select({ year: tickets.year })
    .from(tickets)
    .where(eq(tickets.orderUid, order.uid))
    .limit(1);
  const festival = await findFestivalInfo(tx, ticket?.year ?? order.createdAt.getUTCFullYear());
  const number = await nextInvoiceNumber(tx, INVOICE_SERIES, Number(issuedOn.slice(0, 4)));
  const document: InvoiceDocument = {
    kind: 'invoice',
    number,
    issuedOn,
    language,
    orderNumber: orderNumberOf(order),
    seller: sellerParty(seller),
    buyer: buyerOf(order.consumer, order.company ?? null, language),
    servicePeriod:
      festival.firstDay && festival.lastDay
        ? { firstDay: festival.firstDay, lastDay: festival.lastDay }
        : null,
    lines,
    vatPercent: VAT_PERCENT,
    totals: documentTotals(lines),
    currency: order.currency,
    cancels: null,
    ...(seller.testMode ? { testMode: true } : {}),
  };
  return insertInvoice(tx, document, {
    orderUid: order.uid,
    refundUid: null,
    cancelsUid: null,
    issuedAt: now,
  });
}

/**
 * The cancellation invoice of a succeeded refund, in the refund's transaction: the next number of
 * the same series, the original's seller and buyer, negative amounts for what was given back.
 * Nothing for an order that has no invoice (free, or completed before invoices existed).
 */
export async function issueCancellation(
  tx: Executor,
  refund: RefundRow,
  now = new Date(),
): Promise<InvoiceRow | null> {
  if (refund.amountCents <= 0) return null;
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderUid, refund.orderUid), eq(invoices.kind, 'invoice')));
  if (!original) return null;
  const source = original.document;
  const lines = cancellationLinesOf(source, refund.amountCents, lineTextsIn(source.language));
  const issuedOn = berlinToday(now);
  const number = await nextInvoiceNumber(tx, INVOICE_SERIES, Number(issuedOn.slice(0, 4)));
  const document: InvoiceDocument = {
    ...source,
    kind: 'cancellation',
    number,
    issuedOn,
    lines,
    totals: documentTotals(lines),
    cancels: { number: source.number, issuedOn: source.issuedOn },
  };
  return insertInvoice(tx, document, {
    orderUid: refund.orderUid,
    refundUid: refund.uid,
    cancelsUid: original.uid,
    issuedAt: now,
  });
}
