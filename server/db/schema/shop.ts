import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from '../columns';
import { users } from './users';

const currency = () => text('currency').notNull().default('EUR');

/** Ticket products of the shop. `availability` null means unlimited. */
export const products = pgTable(
  'products',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull(),
    additionalInformation: text('additional_information'),
    priceCents: cents('price_cents'),
    currency: currency(),
    soldOut: boolean('sold_out').notNull().default(false),
    availability: integer('availability'),
    year: integer('year').notNull(),
    /** A ticket of this kind may pass the gate again after its first check-in. */
    allowsReentry: boolean('allows_reentry').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_year_sort_idx').on(t.year, t.sort),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_availability_check', sql`${t.availability} >= 0`),
    check('products_currency_check', sql`char_length(${t.currency}) = 3`),
  ],
);

/** The server-side cart of a logged-in user (anonymous carts stay in the browser). */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartEntries = pgTable(
  'cart_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    productUid: text('product_uid')
      .notNull()
      .references(() => products.uid, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productUid] }),
    index('cart_entries_product_uid_idx').on(t.productUid),
    check('cart_entries_amount_check', sql`${t.amount} > 0`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull(),
    image: text('image'),
    costsCents: cents('costs_cents').default(0),
    currency: currency(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_methods_costs_check', sql`${t.costsCents} >= 0`),
    check('payment_methods_currency_check', sql`char_length(${t.currency}) = 3`),
  ],
);

/** Exactly one of percent_off and amount_off_cents is set; `year` null means any year. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    year: integer('year'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_lower_key').on(sql`lower(${t.code})`),
    check(
      'vouchers_one_discount_check',
      sql`num_nonnulls(${t.percentOff}, ${t.amountOffCents}) = 1`,
    ),
    check('vouchers_percent_off_check', sql`${t.percentOff} BETWEEN 1 AND 100`),
    check('vouchers_amount_off_check', sql`${t.amountOffCents} > 0`),
    check('vouchers_max_uses_check', sql`${t.maxUses} > 0`),
    check(
      'vouchers_used_count_check',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);
