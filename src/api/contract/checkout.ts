import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { API_MESSAGES, ONE_LINE } from './common';
import { isCountryCode } from './countries';
import { companyDetails } from './invoices';
import { money, paymentMethodDto, productQuantity, voucherMessages } from './shop';

/**
 * Checkout contract (spec §3 Consumer, Checkout request, Bill, Place-order result; §5 Consumer
 * form, Checkout bill) and the bill arithmetic both sides run. Amounts are integer cents, gross.
 */

export const VAT_PERCENT = 19;
/** Service fee per ticket, charged only when the tickets cost something after vouchers. */
export const SERVICE_FEE_PER_TICKET = 100;
export const MAX_VOUCHERS = 5;
/** Request header that makes placing an order safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Unpaid orders one e-mail address may hold at once; the next is refused until one ends. */
export const MAX_OPEN_ORDERS_PER_EMAIL = 3;

/** Why placing an order was refused before anything was held (429 and 409). */
export const ORDER_LIMIT_MESSAGES = {
  tooManyOrders: 'Too many orders in a short time. Please wait a few minutes and try again.',
  tooManyOpenOrders: `There are already ${MAX_OPEN_ORDERS_PER_EMAIL} unpaid orders for this e-mail address. Please pay one of them or wait until it expires.`,
} as const;

export const CONSUMER_MESSAGES = {
  required: 'This field is required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 50 characters',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  genderRequired: 'Gender is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthFuture: 'Date of birth must not be in the future',
  termsRequired: 'You must accept the terms',
  countryUnknown: 'Please choose a country from the list.',
} as const;
const M = CONSUMER_MESSAGES;

/** Spec §3 Consumer gender codes: 1 male, 2 female, 9 diverse. */
export const GENDERS = [1, 2, 9] as const;
export type Gender = (typeof GENDERS)[number];

/** Today's calendar date in Europe/Berlin as YYYY-MM-DD. */
export const berlinToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A real calendar date YYYY-MM-DD from 1900 on. */
export const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Not after today in Berlin (ISO dates compare as strings). */
export const isNotInFuture = (value: string, now: Date = new Date()): boolean =>
  value <= berlinToday(now);

const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.required);

/** First and last name: required, 2 to 49 characters (spec §5, §9). */
export const personName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .min(2, M.nameMin)
  .max(49, M.nameMax)
  .regex(ONE_LINE, API_MESSAGES.lineBreak);

export const consumerEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);

export const dateOfBirth = z
  .string({ error: M.dateOfBirthRequired })
  .trim()
  .min(1, M.dateOfBirthRequired)
  .refine(isCalendarDate, M.dateOfBirthRequired)
  .refine((value) => isNotInFuture(value), M.dateOfBirthFuture);

/** Address with country (ISO 3166-1 alpha-2, e.g. DE); `address` is an optional extra line. */
export const consumerAddress = z.object({
  street: requiredText(120),
  city: requiredText(80),
  postalCode: requiredText(16),
  country: z
    .string({ error: M.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.required)
    .refine(isCountryCode, M.countryUnknown),
  address: z.string().trim().max(200).nullish(),
});

/** The buyer (spec §3 Consumer); `ip` is always null. */
export const consumer = z.object({
  firstName: personName,
  lastName: personName,
  email: consumerEmail,
  gender: z.literal(GENDERS, { error: M.genderRequired }),
  date_of_birth: dateOfBirth,
  address: consumerAddress,
  ip: z.null().default(null),
});
export type Consumer = z.infer<typeof consumer>;
export type ConsumerInput = z.input<typeof consumer>;

/** The checkout form: the consumer plus the ticked terms (not sent to the server). */
export const consumerForm = consumer.extend({
  terms: z.literal(true, { error: M.termsRequired }),
});
export type ConsumerForm = z.infer<typeof consumerForm>;

export const voucherCode = z.string().trim().min(1).max(40);

/** POST ticket/order/bill (and bill/new): the cart, vouchers, optionally consumer and method. */
export const billRequest = z.object({
  products: z.array(productQuantity).max(50),
  vouchers: z
    .array(voucherCode)
    .max(MAX_VOUCHERS, voucherMessages.tooMany(MAX_VOUCHERS))
    .default([]),
  consumer: consumer.nullish(),
  payment_method: z.string().trim().min(1).max(64).nullish(),
});
export type BillRequest = z.input<typeof billRequest>;

/** POST ticket/order/place (and place/new): what the bill's placeOrderRequest holds, consumer set. */
export const placeOrderRequest = z.object({
  products: z.array(productQuantity).max(50),
  vouchers: z
    .array(voucherCode)
    .max(MAX_VOUCHERS, voucherMessages.tooMany(MAX_VOUCHERS))
    .default([]),
  consumer,
  /** Needed when the order needs payment. */
  payment_method: z.string().trim().min(1).max(64).nullish(),
  /** The `checkoutToken` of a sign-up in this checkout: the order joins that account. */
  account: z.string().trim().min(1).max(300).nullish(),
  /** Buying as a company: who the invoice is made out to. */
  company: companyDetails.nullish(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

export const billLine = z.object({
  uid: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
});
export type BillLine = z.infer<typeof billLine>;

/** Spec §3 Bill plus the breakdown the bill page shows. All money is gross cents. */
export const billDto = z.object({
  needsPayment: z.boolean(),
  availablePaymentMethods: z.array(paymentMethodDto),
  products: z.array(billLine),
  /** Accepted vouchers as written by the server (canonical code) with what each took off. */
  vouchers: z.array(z.object({ code: z.string(), discount: money })),
  subtotal: money,
  discount: money,
  /** Tickets after vouchers. */
  totalPrice: money,
  serviceFee: money,
  paymentCosts: money,
  net: money,
  vat: money,
  grandTotal: money,
  /** Send this (with consumer and the chosen payment_method) to ticket/order/place. */
  placeOrderRequest: z.object({
    products: z.array(productQuantity),
    vouchers: z.array(z.string()),
    consumer: consumer.nullable(),
    payment_method: z.string().nullable(),
  }),
});
export type BillDto = z.infer<typeof billDto>;

/**
 * Spec §3 Place-order result. `link`: the payment page, or the done page when nothing is due.
 * `holdExpiresAt`: until when the unpaid order holds its tickets (ISO time); null when it holds
 * nothing.
 */
export const placeOrderResult = z.object({
  needsPayment: z.boolean(),
  link: z.string(),
  orderId: z.string(),
  email: z.string(),
  status: z.string(),
  holdExpiresAt: z.iso.datetime().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;

// ---- bill arithmetic (pure; the server's numbers are the ones that count) ----

/** Net and VAT contained in a gross amount (19 % included), rounded half up to the cent. */
export const splitVat = (gross: number): { net: number; vat: number } => {
  const net = Math.floor((gross * 200 + (100 + VAT_PERCENT)) / (2 * (100 + VAT_PERCENT)));
  return { net, vat: gross - net };
};

export interface VoucherRule {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
}

/**
 * Vouchers take money off the tickets only (not fees): percentage vouchers first, each on what is
 * left, rounded half up; then fixed amounts. Never below zero.
 */
export const applyVouchers = (
  subtotal: number,
  vouchers: readonly VoucherRule[],
): { discount: number; perVoucher: { code: string; discount: number }[] } => {
  const ordered = [
    ...vouchers.filter((v) => v.percentOff !== null),
    ...vouchers.filter((v) => v.percentOff === null),
  ];
  let left = subtotal;
  const perVoucher = ordered.map((voucher) => {
    const wanted =
      voucher.percentOff !== null
        ? Math.floor((left * voucher.percentOff + 50) / 100)
        : (voucher.amountOff ?? 0);
    const discount = Math.min(left, Math.max(0, wanted));
    left -= discount;
    return { code: voucher.code, discount };
  });
  return { discount: subtotal - left, perVoucher };
};

export interface BillInputLine {
  unitPrice: number;
  quantity: number;
}

export interface BillTotals {
  subtotal: number;
  discount: number;
  totalPrice: number;
  serviceFee: number;
  paymentCosts: number;
  net: number;
  vat: number;
  grandTotal: number;
  needsPayment: boolean;
  perVoucher: { code: string; discount: number }[];
}

/** The whole bill in cents; `paymentCosts` are the chosen method's costs (charged only if due). */
export const computeBill = (
  lines: readonly BillInputLine[],
  vouchers: readonly VoucherRule[],
  paymentCosts: number,
): BillTotals => {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const tickets = lines.reduce((sum, line) => sum + line.quantity, 0);
  const { discount, perVoucher } = applyVouchers(subtotal, vouchers);
  const totalPrice = subtotal - discount;
  const serviceFee = totalPrice > 0 ? SERVICE_FEE_PER_TICKET * tickets : 0;
  const needsPayment = totalPrice + serviceFee > 0;
  const costs = needsPayment ? paymentCosts : 0;
  const grandTotal = totalPrice + serviceFee + costs;
  return {
    subtotal,
    discount,
    totalPrice,
    serviceFee,
    paymentCosts: costs,
    ...splitVat(grandTotal),
    grandTotal,
    needsPayment,
    perVoucher,
  };
};
