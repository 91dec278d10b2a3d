import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, timestamptz, updatedAt } from '../columns';
import { paymentMethods, products } from './shop';
import { users } from './users';

export const ORDER_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The buyer as entered at checkout (spec §3 Consumer), kept as given with the order. */
export interface OrderConsumer {
  firstName: string;
  lastName: string;
  email: string;
  gender: number;
  date_of_birth: string;
  address: {
    street: string;
    city: string;
    postalCode: string;
    country: string;
    address?: string | null;
  };
  ip: null;
}

/** Buying as a company (issue #38): `address` null means the buyer's own address. */
export interface OrderCompany {
  name: string;
  vatId: string | null;
  address: { street: string; postalCode: string; city: string; country: string } | null;
}

export const orders = pgTable(
  'orders',
  {
    uid: text('uid').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    consumer: jsonb('consumer').$type<OrderConsumer>().notNull(),
    totalCents: cents('total_cents'),
    serviceFeeCents: cents('service_fee_cents').default(0),
    discountCents: cents('discount_cents').default(0),
    paymentCostsCents: cents('payment_costs_cents').default(0),
    grandTotalCents: cents('grand_total_cents'),
    currency: text('currency').notNull().default('EUR'),
    voucherCodes: text('voucher_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMethodUid: text('payment_method_uid').references(() => paymentMethods.uid, {
      onDelete: 'set null',
    }),
    paymentLink: text('payment_link'),
    paymentReference: text('payment_reference'),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that used `idempotencyKey`: the same key with another body is refused. */
    requestHash: text('request_hash'),
    /** Language of the order e-mail (de/en), from the request that placed the order. */
    language: text('language').notNull().default('de'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
    /**
     * When the provider confirmed the money. Set on an expired order, it was paid after its hold
     * and could not be completed: that payment is refunded (reason latePayment).
     */
    paidAt: timestamptz('paid_at'),
    /** Given back so far, through the provider (refunds). At most `grandTotalCents`. */
    refundedCents: cents('refunded_cents').default(0),
    /** Who the invoice is made out to when the buyer bought as a company; null otherwise. */
    company: jsonb('company').$type<OrderCompany>(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    index('orders_user_id_idx').on(t.userId),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_payment_method_uid_idx').on(t.paymentMethodUid),
    check(
      'orders_status_check',
      sql.raw(`status IN (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'orders_amounts_check',
      sql`${t.totalCents} >= 0 AND ${t.serviceFeeCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.grandTotalCents} >= 0`,
    ),
    check(
      'orders_refunded_check',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.grandTotalCents}`,
    ),
  ],
);

/** Order lines keep the product's name and price as sold, so they outlive the product. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    productUid: text('product_uid').references(() => products.uid, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    totalCents: cents('total_cents'),
  },
  (t) => [
    index('order_items_order_uid_idx').on(t.orderUid),
    index('order_items_product_uid_idx').on(t.productUid),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_amounts_check', sql`${t.unitPriceCents} >= 0 AND ${t.totalCents} >= 0`),
  ],
);

/**
 * An issued ticket with one owner: an account, or nobody yet (a guest purchase). `code` is the
 * claim code that attaches a ticket nobody owns to an account (spec "Add ticket"); it is drawn
 * anew whenever the ticket changes hands. The QR code holds a signed entry credential of
 * `credentialVersion` (server/modules/tickets/credentials.ts); a new version revokes the old one.
 */
export const tickets = pgTable(
  'tickets',
  {
    uid: text('uid').primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    productUid: text('product_uid').references(() => products.uid, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull(),
    year: integer('year').notNull(),
    priceCents: cents('price_cents'),
    code: char('code', { length: 12 }).notNull(),
    redeemedAt: timestamptz('redeemed_at'),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    credentialVersion: integer('credential_version').notNull().default(1),
    /** The current credential's entry code; filled when the credential is issued. */
    entryCode: char('entry_code', { length: 12 }),
    /** Set when the ticket no longer admits at all (its order was cancelled or refunded). */
    revokedAt: timestamptz('revoked_at'),
    /** Last change a gate must learn of (issue, new owner, revocation): its list syncs by this. */
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    index('tickets_order_uid_idx').on(t.orderUid),
    index('tickets_owner_user_id_idx').on(t.ownerUserId),
    index('tickets_product_uid_idx').on(t.productUid),
    index('tickets_redeemed_by_idx').on(t.redeemedBy),
    index('tickets_entry_code_idx').on(t.entryCode),
    index('tickets_year_changed_at_idx').on(t.year, t.changedAt),
    check('tickets_code_check', sql`char_length(${t.code}) = 12`),
    check('tickets_credential_version_check', sql`${t.credentialVersion} BETWEEN 1 AND 65535`),
    check('tickets_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_REASONS = ['staff', 'latePayment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Money given back for an order. The row is written ('requested') and the amount counted in
 * `orders.refunded_cents` before the provider is called with the row's uid as idempotency key, so
 * a crash in between never refunds twice; a refund the provider refused gives its amount back.
 */
export const refunds = pgTable(
  'refunds',
  {
    uid: text('uid').primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    providerReference: text('provider_reference'),
    /** The staff member who asked for it; null for automatic refunds. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_uid_idx').on(t.orderUid),
    index('refunds_created_by_idx').on(t.createdBy),
    check('refunds_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'refunds_status_check',
      sql.raw(`status IN (${REFUND_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'refunds_reason_check',
      sql.raw(`reason IN (${REFUND_REASONS.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
