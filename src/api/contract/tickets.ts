import { z } from 'zod';
import { signupRequest } from './auth';
import { orderInvoiceDto } from './invoices';
import { cents, money, productQuantity } from './shop';
import { ticketWalletDto } from './wallet';

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

/** Error correction of the ticket QR code (15 % of it may be unreadable), in the app and the PDF. */
export const TICKET_QR_ERROR_CORRECTION = 'M';

/** Shown in groups of four, as on the PDF: "ABCD EFGH JKLM". */
export const formatTicketCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');

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

/** An open hand-over of an owned ticket: to an e-mail address or as a one-time link. */
export const ticketTransferDto = z.object({
  id: z.string(),
  toEmail: z.string().nullable(),
  /** The link to accept it (show it as a QR code or share it); only its creator gets it. */
  link: z.string(),
  expiresAt: z.string(),
});
export type TicketTransferDto = z.infer<typeof ticketTransferDto>;

/**
 * Spec §3 Owned ticket plus what the app needs to show it at the gate: the signed entry
 * credential (the QR code's content), its entry code for manual entry, and an open hand-over.
 */
export const ownedTicketDto = z.object({
  uid: z.string(),
  ownerName: z.string(),
  year: z.number().int(),
  price: cents,
  currency: z.string().length(3),
  productName: z.string().nullable(),
  orderUid: z.string(),
  credential: z.string(),
  entryCode: z.string(),
  /** Signed link to this ticket's PDF; stops working when the ticket changes hands. */
  downloadLink: z.string(),
  transfer: ticketTransferDto.nullable(),
  /** Apple and Google Wallet passes of the current credential, where offered. */
  wallet: ticketWalletDto,
});
export type OwnedTicketDto = z.infer<typeof ownedTicketDto>;
export const ownedTicketList = z.array(ownedTicketDto);

/** A ticket the user passed on: who holds it now. */
export const passedOnTicketDto = z.object({
  uid: z.string(),
  productName: z.string().nullable(),
  year: z.number().int(),
  holder: z.string(),
  passedAt: z.string(),
});
export type PassedOnTicketDto = z.infer<typeof passedOnTicketDto>;
export const passedOnTicketList = z.array(passedOnTicketDto);

/** A ticket as an order lists it: no credential, which only its owner's ticket list carries. */
export const orderTicketDto = z.object({
  uid: z.string(),
  productName: z.string().nullable(),
  year: z.number().int(),
  price: cents,
});

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
  tickets: z.array(orderTicketDto),
  items: z.array(orderItemDto),
  totalPrice: money,
  discount: money,
  serviceFee: money,
  paymentCosts: money,
  grandTotal: money,
  consumer: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The invoice and any cancellation invoices, oldest first. */
  invoices: z.array(orderInvoiceDto).default([]),
});
export type OrderDto = z.infer<typeof orderDto>;
export const orderList = z.array(orderDto);

/** POST order/get: a guest finds an order by its id and the buyer's e-mail (200 = found). */
export const orderGetRequest = z.object({
  orderId: z.string().trim().min(1).max(64),
  email: z.string().trim().max(254).default(''),
});

export const orderIdParams = z.object({ orderId: z.string().trim().min(1).max(64) });

/** POST order/{orderId}/cancel: the buyer's e-mail stands in for a login, as for order/get. */
export const orderCancelRequest = z.object({ email: z.string().trim().max(254).default('') });

/** GET order/{orderId}/pay → the payment link of a pending order. */
export const payLinkDto = z.object({ link: z.string() });

/** GET ticket/scan/{code}: the path segment as typed (normalised by the server). */
export const ticketCodeParams = z.object({ code: z.string().max(64) });

export const redeemResult = z.object({ message: z.string(), ticket: ownedTicketDto });
export type RedeemResult = z.infer<typeof redeemResult>;

/** POST ticket/claim/order: the link in a guest order's mail adds its tickets to an account. */
export const claimOrderRequest = z.object({
  orderId: z.string().trim().min(1).max(64),
  token: z.string().trim().min(1).max(200),
});
export const claimOrderResult = z.object({ message: z.string(), claimed: z.number().int() });

/** POST ticket/{uid}/transfer: hand a ticket over, to an e-mail address or as a one-time link. */
export const ticketUidParams = z.object({ uid: z.uuid() });
export const startTransferRequest = z.object({
  toEmail: z.string().trim().toLowerCase().max(254).nullable().default(null),
});
export const transferIdParams = z.object({ transferId: z.uuid() });
export const transferTokenBody = z.object({ token: z.string().trim().min(1).max(200) });

/** GET ticket/transfer/{id}?t=…: what the recipient is offered, before accepting. */
export const transferOfferDto = z.object({
  id: z.string(),
  fromName: z.string(),
  productName: z.string().nullable(),
  year: z.number().int(),
  expiresAt: z.string(),
});
export type TransferOfferDto = z.infer<typeof transferOfferDto>;

/** POST auth/order/signup/simple: create an account during checkout and keep the cart. */
export const orderSignupRequest = z.object({
  signupRequest,
  cart: z.array(productQuantity).max(50).default([]),
});
export type OrderSignupRequest = z.input<typeof orderSignupRequest>;

/**
 * The new account stays unconfirmed and logged out: no member powers before its address is
 * confirmed. `checkoutToken` lets this checkout's order join the account (place-order's
 * `account`); the tickets show in the app once the address is confirmed and the buyer logs in.
 */
export const orderSignupResult = z.object({
  message: z.string(),
  checkoutToken: z.string(),
  email: z.string(),
});
export type OrderSignupResult = z.infer<typeof orderSignupResult>;

/** What the server answers about tickets, claims and hand-overs (texts in errors:codes.*). */
export const TICKET_MESSAGES = {
  ticketOwned:
    'This ticket already belongs to an account, so a code cannot move it. Ask its holder to pass it on to you.',
  ticketRevoked: 'This ticket is no longer valid.',
  notYourTicket: 'This ticket is not in your account.',
  claimLinkInvalid: 'This link does not add tickets. Please use the link from your order e-mail.',
  ticketsClaimed: 'Your tickets are now in your account.',
  alreadyYours: 'These tickets are already in your account.',
  nothingToClaim: 'These tickets already belong to an account.',
  transferInvalid: 'This hand-over does not exist or has ended.',
  transferOwnTicket: 'This ticket is already yours.',
  transferToSelf: 'You cannot pass a ticket on to yourself.',
  transferStarted: 'The hand-over has started.',
  transferCancelled: 'The hand-over has been withdrawn.',
  transferAccepted: 'The ticket is now yours.',
  checkoutSignedUp:
    'Almost done: confirm your e-mail address with the link we sent you, then log in to find your tickets in the app.',
  checkoutAccountInvalid: 'Your sign-up in this checkout has expired. Please sign up again.',
  noTicketsLeft: 'The tickets of this order are now held by others, each in their own account.',
} as const;
