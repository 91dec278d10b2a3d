import { z } from 'zod';
import { page } from './common';
import { orderStatus } from './tickets';

/**
 * The staff order desk (issue #38): search orders, read an order's story, resend its mail,
 * refund it, re-issue a ticket, export orders and tickets for accounting.
 */
export const ORDER_DESK_PAGE_SIZE = 20;

const search = z.string().trim().max(200);
const date = z.iso.date();

export const orderDeskQuery = z.object({
  q: search.optional(),
  status: orderStatus.optional(),
});
export type OrderDeskQuery = z.infer<typeof orderDeskQuery>;

export const ORDER_EXPORTS = ['orders', 'tickets'] as const;
export const orderExportQuery = orderDeskQuery.extend({
  what: z.enum(ORDER_EXPORTS),
  /** Placed on or after this day (Europe/Berlin). */
  from: date.optional(),
  /** Placed on or before this day (Europe/Berlin). */
  to: date.optional(),
});
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

export const orderUidParam = z.object({ uid: z.string().min(1).max(64) });
export const orderTicketParams = orderUidParam.extend({ ticketUid: z.string().min(1).max(64) });

export const orderDeskRow = z.object({
  uid: z.string(),
  status: orderStatus,
  placedAt: z.iso.datetime(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  grandTotalCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  ticketCount: z.number().int(),
});
export type OrderDeskRow = z.infer<typeof orderDeskRow>;
export const orderDeskPage = page(orderDeskRow);
export type OrderDeskPage = z.infer<typeof orderDeskPage>;

export const DESK_TICKET_STATES = ['valid', 'revoked', 'checkedIn'] as const;
export const deskTicketState = z.enum(DESK_TICKET_STATES);
export type DeskTicketState = z.infer<typeof deskTicketState>;

export const deskTicket = z.object({
  uid: z.string(),
  productName: z.string().nullable(),
  holderName: z.string(),
  /** The account holding it, or null while nobody claimed it (a guest purchase). */
  holderId: z.number().int().nullable(),
  priceCents: z.number().int(),
  state: deskTicketState,
  claimCode: z.string(),
  entryCode: z.string().nullable(),
  credentialVersion: z.number().int(),
});
export type DeskTicket = z.infer<typeof deskTicket>;

/** What the story tells, in order: each kind has its sentence in both languages. */
export const STORY_KINDS = [
  'placed',
  'paid',
  'expired',
  'mailQueued',
  'mailSent',
  'mailFailed',
  'handOverStarted',
  'handOver',
  'checkin',
  'reentry',
  'refund',
  'revoked',
  'staff',
] as const;
export const storyKind = z.enum(STORY_KINDS);
export type StoryKind = z.infer<typeof storyKind>;

export const storyEntry = z.object({
  at: z.iso.datetime(),
  kind: storyKind,
  ticketUid: z.string().nullable(),
  /** Refunds: the amount; otherwise null. */
  amountCents: z.number().int().nullable(),
  /** Gate name, new holder, refund state or the staff action's name (an audit action). */
  detail: z.string().nullable(),
  /** Who did it, for staff actions and refunds. */
  byName: z.string().nullable(),
});
export type StoryEntry = z.infer<typeof storyEntry>;

export const orderStory = z.object({
  uid: z.string(),
  status: orderStatus,
  placedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerId: z.number().int().nullable(),
  language: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  discountCents: z.number().int(),
  paymentCostsCents: z.number().int(),
  grandTotalCents: z.number().int(),
  refundedCents: z.number().int(),
  vouchers: z.array(z.string()),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  tickets: z.array(deskTicket),
  story: z.array(storyEntry),
});
export type OrderStory = z.infer<typeof orderStory>;

/** Refund chosen tickets (their paid prices), an amount, both, or neither for all that is left. */
export const deskRefundRequest = z.object({
  ticketUids: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
  whole: z.boolean().optional(),
});
export type DeskRefundRequest = z.infer<typeof deskRefundRequest>;

export const deskRefundResult = z.object({
  status: z.enum(['requested', 'pending', 'succeeded', 'failed']).nullable(),
  amountCents: z.number().int(),
  order: orderStory,
});
export type DeskRefundResult = z.infer<typeof deskRefundResult>;
