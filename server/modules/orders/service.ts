import { createHash, randomUUID } from 'node:crypto';
import type { BillDto, Consumer, PlaceOrderResult } from '../../../src/api/contract/checkout';
import type { ProductQuantity } from '../../../src/api/contract/shop';
import { SHOP_MESSAGES, voucherMessages } from '../../../src/api/contract/shop';
import { type OrderDto, TICKET_MESSAGES } from '../../../src/api/contract/tickets';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import type { Mailer } from '../../mail/mailer';
import type { PaymentEvent, PaymentProvider } from '../../payments/provider';
import { HttpError } from '../../plugins/http-error';
import { AttemptLimiter } from '../../security/attempt-limiter';
import { uniqueViolation } from '../auth/unique-violation';
import { clearCart } from '../shop/queries';
import { priceBill } from './bill';
import {
  completeOrder,
  expireStaleOrders,
  holdCutoff,
  settleOrder,
  type SettleOptions,
  type SettleResult,
} from './completion';
import { refundLatePayment } from './late-payment';
import { type OrderLinks, donePath } from './order-links';
import { toOrderDtos } from './order-dto';
import { findFestivalInfo } from './festival-info';
import { pdfTicketsOf } from './order-pdf-tickets';
import type { TicketCredentials } from '../tickets/credentials';
import type { CompanyDetails } from '../../../src/api/contract/invoices';
import type { InvoiceSeller } from '../invoices/invoice-document';
import { invoiceAttachment } from '../invoices/render';
import { findInvoicesOfOrders } from '../invoices/queries';
import { admitOrder, lockBuyer } from './order-limits';
import { renderOrderMail, renderOrderPdf } from './order-mail';
import * as queries from './queries';

export interface OrderServiceDeps {
  db: Database;
  provider: PaymentProvider;
  links: OrderLinks;
  /** Signs the entry credentials the PDF's QR codes carry. */
  credentials: TicketCredentials;
  mailer: Mailer;
  /** Wakes the job queue that sends the order mails queued with completed orders. */
  bus: Bus;
  publicUrl: string;
  /** How long an unpaid order holds its stock and vouchers (ORDER_HOLD_MINUTES). */
  holdMs: number;
  /** Who the invoices name as seller (IMPRINT_* settings). */
  seller: InvoiceSeller;
  /** Mails and PDFs say TEST MODE (payments.testMode). */
  testMode?: boolean;
}

export interface PlaceInput {
  products: ProductQuantity[];
  vouchers: string[];
  consumer: Consumer;
  payment_method?: string | null | undefined;
  company?: CompanyDetails | null | undefined;
}

export interface PlaceContext {
  userId: number | null;
  idempotencyKey: string | undefined;
  language: MailLanguage;
  /** The client's own address for the per-address limit; null when a proxy hides it. */
  clientIp: string | null;
}

const notFound = () => new HttpError(404, SHOP_MESSAGES.orderNotFound);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createOrderService(deps: OrderServiceDeps) {
  const { db, provider, links, credentials, mailer, bus, publicUrl, holdMs, seller } = deps;
  const testMode = deps.testMode ?? false;
  const festivalOf = (order: queries.OrderRow, tickets: readonly { year: number }[]) =>
    findFestivalInfo(db, tickets[0]?.year ?? order.createdAt.getUTCFullYear());
  const limiter = new AttemptLimiter(db);
  const holdEnd = (order: queries.OrderRow) => new Date(order.createdAt.getTime() + holdMs);

  const resultOf = (order: queries.OrderRow): PlaceOrderResult => {
    const needsPayment = order.grandTotalCents > 0 && order.paymentLink !== null;
    const holding = needsPayment && order.status === 'pending';
    return {
      needsPayment,
      link:
        order.status === 'pending' && order.paymentLink
          ? order.paymentLink
          : donePath(order.status, order.uid, order.consumer.email),
      orderId: order.uid,
      email: order.consumer.email,
      status: order.status,
      holdExpiresAt: holding ? holdEnd(order).toISOString() : null,
    };
  };

  const replay = (order: queries.OrderRow, requestHash: string) => {
    if (order.requestHash !== requestHash)
      throw new HttpError(422, SHOP_MESSAGES.idempotencyConflict);
    return resultOf(order);
  };

  const canSee = (order: queries.OrderRow, userId: number | null, email: string) =>
    (userId !== null && order.userId === userId) ||
    (email !== '' && sameEmail(order.consumer.email, email));

  return {
    async bill(input: Parameters<typeof priceBill>[1]): Promise<BillDto> {
      await expireStaleOrders(db, holdMs);
      return (await priceBill(db, input)).dto;
    },

    /**
     * Places an order from the posted lines at the database's prices. With an Idempotency-Key the
     * same request answers the same; the key with another request is refused (422). A replay is
     * not counted against the buyer's limits: the buyer's lock makes a concurrent one wait for
     * the first and find its order.
     */
    async place(input: PlaceInput, context: PlaceContext): Promise<PlaceOrderResult> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ userId: context.userId, input }))
        .digest('hex');
      const key = context.idempotencyKey;
      if (key) {
        const earlier = await queries.findOrderByIdempotencyKey(db, key);
        if (earlier) return replay(earlier, requestHash);
      }
      await expireStaleOrders(db, holdMs);
      const priced = await priceBill(db, input);
      const totals = priced.dto;
      if (totals.needsPayment && !input.payment_method) {
        throw new HttpError(400, SHOP_MESSAGES.paymentMethodNotFound);
      }
      const uid = randomUUID();
      const session = totals.needsPayment
        ? await provider.createPayment({
            orderUid: uid,
            amount: totals.grandTotal.amount,
            currency: totals.grandTotal.currency,
            email: input.consumer.email,
          })
        : null;
      let order: queries.OrderRow;
      let earlier: queries.OrderRow | undefined;
      try {
        order = await db.transaction(async (tx) => {
          await lockBuyer(tx, input.consumer.email);
          earlier = key ? await queries.findOrderByIdempotencyKey(tx, key) : undefined;
          if (earlier) return earlier;
          const client = { email: input.consumer.email, ip: context.clientIp };
          await admitOrder(tx, limiter, client, holdCutoff(holdMs, new Date()));
          for (const line of priced.lines) {
            if (!(await queries.reserveStock(tx, line.product.uid, line.quantity))) {
              throw new HttpError(409, SHOP_MESSAGES.soldOut);
            }
          }
          for (const voucher of priced.vouchers) {
            if (!(await queries.useVoucher(tx, voucher.id))) {
              throw new HttpError(400, voucherMessages.usedUp(voucher.code));
            }
          }
          await queries.insertOrder(
            tx,
            {
              uid,
              userId: context.userId,
              status: totals.needsPayment ? 'pending' : 'completed',
              completedAt: totals.needsPayment ? null : new Date(),
              consumer: { ...input.consumer, address: { ...input.consumer.address }, ip: null },
              totalCents: totals.totalPrice.amount,
              serviceFeeCents: totals.serviceFee.amount,
              discountCents: totals.discount.amount,
              paymentCostsCents: totals.paymentCosts.amount,
              grandTotalCents: totals.grandTotal.amount,
              voucherCodes: priced.vouchers.map((v) => v.code),
              paymentMethodUid: priced.paymentMethodUid,
              paymentLink: session?.link ?? null,
              paymentReference: session?.reference ?? null,
              idempotencyKey: key ?? null,
              requestHash,
              language: context.language,
              company: input.company ?? null,
            },
            priced.lines.map(({ product, quantity }) => ({
              productUid: product.uid,
              name: product.name,
              quantity,
              unitPriceCents: product.priceCents,
              totalCents: product.priceCents * quantity,
            })),
          );
          const placed = await queries.findOrder(tx, uid);
          if (!placed) throw new Error('The order was not stored');
          if (!totals.needsPayment) await completeOrder(tx, bus, placed, seller);
          if (context.userId !== null) await clearCart(tx, context.userId);
          return placed;
        });
      } catch (error) {
        // A concurrent request with the same key won; answer as it did.
        if (key && uniqueViolation(error) === 'orders_idempotency_key_key') {
          const earlier = await queries.findOrderByIdempotencyKey(db, key);
          if (earlier) return replay(earlier, requestHash);
        }
        throw error;
      }
      return earlier ? replay(earlier, requestHash) : resultOf(order);
    },

    /**
     * A verified provider event; the one call that completes the order queues the e-mail. A late
     * payment that could not complete its order is refunded here (throws when the provider
     * refuses, so the provider's next delivery tries again).
     */
    async settle(event: PaymentEvent, options: SettleOptions = {}): Promise<SettleResult> {
      const result = await settleOrder(db, bus, event, holdMs, seller, new Date(), options);
      if (!result) throw notFound();
      if (!result.refundDue) return result;
      const order = await refundLatePayment(db, provider, result.order.uid);
      return { ...result, status: order.status, order, refundDue: false };
    },

    /**
     * The order job's work: the e-mail with the tickets PDF, read fresh. Throws on failure so the
     * job is retried; the order itself is never undone by a mail.
     */
    async sendOrderMail(orderUid: string): Promise<void> {
      const order = await queries.findOrder(db, orderUid);
      if (order?.status !== 'completed') return;
      const [items, tickets, [invoice]] = await Promise.all([
        queries.findItems(db, [order.uid]),
        queries.findTicketsOfOrders(db, [order.uid]),
        findInvoicesOfOrders(db, [order.uid]),
      ]);
      const pdfTickets = pdfTicketsOf(order, tickets, credentials);
      await mailer.sendMail(
        await renderOrderMail({
          order,
          items,
          pdfTickets,
          festival: await festivalOf(order, tickets),
          downloadUrl: `${publicUrl}${links.download(order.uid)}`,
          claimUrl: order.userId === null ? `${publicUrl}${links.claim(order.uid)}` : null,
          invoice: invoice?.kind === 'invoice' ? await invoiceAttachment(invoice) : null,
          testMode,
        }),
      );
    },

    /**
     * The account a sign-up in this checkout created (its `checkoutToken`), or null without one.
     * Its order joins that account; the tickets show once the address is confirmed.
     */
    async checkoutAccount(token: string | null | undefined): Promise<number | null> {
      if (!token) return null;
      const userId = links.checkCheckoutAccount(token);
      if (userId === null || !(await queries.findAccount(db, userId))) {
        throw new HttpError(400, TICKET_MESSAGES.checkoutAccountInvalid);
      }
      return userId;
    },

    async myOrders(userId: number): Promise<OrderDto[]> {
      // An order whose hold ran out shows as expired, not with a "Pay now" that can only fail.
      await expireStaleOrders(db, holdMs);
      return toOrderDtos(db, await queries.findOrdersOfUser(db, userId), links);
    },

    /** The order for its owner or whoever knows the buyer's e-mail; 404 for anyone else. */
    async find(orderUid: string, userId: number | null, email: string): Promise<OrderDto> {
      await expireStaleOrders(db, holdMs);
      const order = await queries.findOrder(db, orderUid);
      if (!order || !canSee(order, userId, email)) throw notFound();
      const [dto] = await toOrderDtos(db, [order], links);
      if (!dto) throw notFound();
      return dto;
    },

    async payLink(orderUid: string, userId: number | null, email: string) {
      const order = await queries.findOrder(db, orderUid);
      if (!order || !canSee(order, userId, email)) throw notFound();
      const held = order.status === 'pending' && holdEnd(order) >= new Date();
      if (!held || !order.paymentLink) {
        throw new HttpError(409, SHOP_MESSAGES.orderNotPending);
      }
      return { link: order.paymentLink };
    },

    /** The tickets PDF of a completed order, for a signed download link. */
    async ticketsPdf(orderUid: string, token: string | undefined) {
      if (!links.checkDownload(orderUid, token)) {
        throw new HttpError(403, SHOP_MESSAGES.downloadInvalid);
      }
      const order = await queries.findOrder(db, orderUid);
      if (order?.status !== 'completed') throw notFound();
      const tickets = await queries.findTicketsOfOrders(db, [orderUid]);
      const pdfTickets = pdfTicketsOf(order, tickets, credentials);
      if (pdfTickets.length === 0) throw new HttpError(404, TICKET_MESSAGES.noTicketsLeft);
      const festival = await festivalOf(order, tickets);
      return { pdf: await renderOrderPdf({ order, pdfTickets, festival, testMode }), order };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
