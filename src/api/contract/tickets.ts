import { z } from 'zod';
import { sessionUser, signupRequest } from './auth';
import { cartDto, cents, money, productQuantity } from './shop';

/** Orders and owned tickets (spec §3 Order, Owned ticket; §4 Order status; §5 Ticket code). */

/** No I, O, 0 or 1: nothing that reads as something else on paper or a screen. */
export const TICKET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TICKET_CODE_LENGTH = 12;
export const TICKET_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/;

/** Manual entry: upper case, spaces and dashes dropped, cut to the first 12 characters. */
export const normaliseTicketCode = (input: string): string =>
  input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .slice(0, TICKET_CODE_LENGTH);

export const isTicketCode = (value: string): boolean => TICKET_CODE_PATTERN.test(value);

/** A code from `randomIndex(n)` (an integer in [0, n)): crypto.randomInt on the server. */
export const generateTicketCode = (randomIndex: (n: number) => number): string =>
  Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomIndex(TICKET_CODE_ALPHABET.length)] ?? 'A',
  ).join('');

/** What a ticket's QR code encodes, in the app and in the PDF: its 12-character code. */
export const ticketQrPayload = (ticket: { code: string }): string => ticket.code;

/** Error correction of the ticket QR code (15 % of it may be unreadable), in the app and the PDF. */
export const TICKET_QR_ERROR_CORRECTION = 'M';

export const ORDER_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatusDto = z.infer<typeof orderStatus>;

/** Spec §3 Owned ticket plus what the app needs to show and scan it. */
export const ownedTicketDto = z.object({
  uid: z.string(),
  ownerName: z.string(),
  year: z.number().int(),
  price: cents,
  currency: z.string().length(3),
  /** The redeem code; also the QR code's content (ticketQrPayload). */
  code: z.string(),
  productName: z.string().nullable(),
  orderUid: z.string(),
  /** ISO time when someone added it to an account by code, else null. */
  redeemedAt: z.string().nullable(),
});
export type OwnedTicketDto = z.infer<typeof ownedTicketDto>;
export const ownedTicketList = z.array(ownedTicketDto);

export const orderItemDto = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
});

/**
 * Spec §3 Order. `downloadLink` (tickets PDF) only when completed, `paymentLink` only when
 * pending. `totalPrice` is the tickets after vouchers; `grandTotal` what was charged.
 */
export const orderDto = z.object({
  uid: z.string(),
  status: orderStatus,
  downloadLink: z.string().nullable(),
  paymentLink: z.string().nullable(),
  tickets: z.array(ownedTicketDto),
  items: z.array(orderItemDto),
  totalPrice: money,
  discount: money,
  serviceFee: money,
  paymentCosts: money,
  grandTotal: money,
  consumer: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderDto = z.infer<typeof orderDto>;
export const orderList = z.array(orderDto);

/** POST order/get: a guest finds an order by its id and the buyer's e-mail (200 = found). */
export const orderGetRequest = z.object({
  orderId: z.string().trim().min(1).max(64),
  email: z.string().trim().max(254).default(''),
});

export const orderIdParams = z.object({ orderId: z.string().trim().min(1).max(64) });

/** GET order/{orderId}/pay → the payment link of a pending order. */
export const payLinkDto = z.object({ link: z.string() });

/** GET ticket/scan/{code}: the path segment as typed (normalised by the server). */
export const ticketCodeParams = z.object({ code: z.string().max(64) });

export const redeemResult = z.object({ message: z.string(), ticket: ownedTicketDto });
export type RedeemResult = z.infer<typeof redeemResult>;

/** POST auth/order/signup/simple: create an account during checkout and keep the cart. */
export const orderSignupRequest = z.object({
  signupRequest,
  cart: z.array(productQuantity).max(50).default([]),
});
export type OrderSignupRequest = z.input<typeof orderSignupRequest>;

/** The new account is logged in at once (its e-mail still gets a confirmation link). */
export const orderSignupResult = z.object({
  message: z.string(),
  user: sessionUser,
  cart: cartDto,
});
export type OrderSignupResult = z.infer<typeof orderSignupResult>;
