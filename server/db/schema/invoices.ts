import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INVOICE_KINDS } from '../../../src/api/contract/invoices';
import type { InvoiceDocument } from '../../modules/invoices/invoice-document';
import { createdAt, timestamptz } from '../columns';
import { orders, refunds } from './orders';

/**
 * The last number handed out per series and year. The row is locked and counted up in the
 * transaction that issues the invoice, so a rolled-back issue gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * An issued invoice or cancellation invoice. `document` is everything the PDF says (seller,
 * buyer, lines, amounts), so it is rendered the same way whenever it is downloaded; amounts of a
 * cancellation are negative. Invoices are kept: their order cannot be deleted while they exist.
 */
export const invoices = pgTable(
  'invoices',
  {
    uid: text('uid').primaryKey(),
    number: text('number').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid),
    /** The refund a cancellation invoice answers. */
    refundUid: text('refund_uid').references(() => refunds.uid),
    /** The invoice a cancellation invoice refers to. */
    cancelsUid: text('cancels_uid').references((): AnyPgColumn => invoices.uid),
    issuedAt: timestamptz('issued_at').notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_refund_uid_key').on(t.refundUid),
    uniqueIndex('invoices_one_per_order_key')
      .on(t.orderUid)
      .where(sql`kind = 'invoice'`),
    index('invoices_order_uid_idx').on(t.orderUid),
    index('invoices_cancels_uid_idx').on(t.cancelsUid),
    check(
      'invoices_kind_check',
      sql.raw(`kind IN (${INVOICE_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    check('invoices_amounts_check', sql`${t.netCents} + ${t.vatCents} = ${t.grossCents}`),
  ],
);
