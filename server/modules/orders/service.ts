import { createHash, randomUUID } from 'node:crypto';
import type { BillDto, Consumer, PlaceOrderResult } from '../../../src/api/contract/checkout';
import type { ProductQuantity } from '../../../src/api/contract/shop';
import { SHOP_MESSAGES, voucherMessages } from '../../../src/api/contract/shop';
import type { OrderDto } from '../../../src/api/contract/tickets';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import type { Mailer } from '../../mail/mailer';
import type { PaymentEvent, PaymentProvider } from '../../payments/provider';
import { HttpError } from '../../plugins/http-error';
import { uniqueViolation } from '../auth/unique-violation';
import { clearCart } from '../shop/queries';
import { priceBill } from './bill';
import { completeOrder, expireStaleOrders, settleOrder, type SettleResult } from './completion';
import { type OrderLinks, donePath } from './order-links';
import { toOrderDtos } from './order-dto';
import { renderOrderMail, renderOrderPdf } from './order-mail';
import * as queries from './queries';

export interface OrderServiceDeps {
  db: Database;
  provider: PaymentProvider;
  links: OrderLinks;
  mailer: Mailer;
  /** Wakes the job queue that sends the order mails queued with completed orders. */
  bus: Bus;
  publicUrl: string;
}

export interface PlaceInput {
  products: ProductQuantity[];
  vouchers: string[];
  consumer: Consumer;
  payment_method?: string | null | undefined;
}

export interface PlaceContext {
  userId: number | null;
  idempotencyKey: string | undefined;
  language: MailLanguage;
}

const notFound = () => new HttpError(404, SHOP_MESSAGES.orderNotFound);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createOrderService(deps: OrderServiceDeps) {
  const { db, provider, links, mailer, bus, publicUrl } = deps;

  const resultOf = (order: queries.OrderRow): PlaceOrderResult => {
    const needsPayment = order.grandTotalCents > 0 && order.paymentLink !== null;
    return {
      needsPayment,
      link:
        order.status === 'pending' && order.paymentLink
          ? order.paymentLink
          : donePath(order.status, order.uid, order.consumer.email),
      orderId: order.uid,
      email: order.consumer.email,
      status: order.status,
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
      await expireStaleOrders(db);
      return (await priceBill(db, input)).dto;
    },

    /**
     * Places an order from the posted lines at the database's prices. With an Idempotency-Key the
     * same request answers the same; the key with another request is refused (422).
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
      await expireStaleOrders(db);
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
      try {
        order = await db.transaction(async (tx) => {
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
          if (!totals.needsPayment) await completeOrder(tx, bus, placed);
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
      return resultOf(order);
    },

    /** A verified provider event; the one call that completes the order queues the e-mail. */
    async settle(event: PaymentEvent): Promise<SettleResult> {
      const result = await settleOrder(db, bus, event);
      if (!result) throw notFound();
      return result;
    },

    /**
     * The order job's work: the e-mail with the tickets PDF, read fresh. Throws on failure so the
     * job is retried; the order itself is never undone by a mail.
     */
    async sendOrderMail(orderUid: string): Promise<void> {
      const order = await queries.findOrder(db, orderUid);
      if (order?.status !== 'completed') return;
      const [items, tickets] = await Promise.all([
        queries.findItems(db, [order.uid]),
        queries.findTicketsOfOrders(db, [order.uid]),
      ]);
      const downloadUrl = `${publicUrl}${links.download(order.uid)}`;
      await mailer.sendMail(await renderOrderMail(order, items, tickets, downloadUrl));
    },

    async myOrders(userId: number): Promise<OrderDto[]> {
      const account = await queries.findAccount(db, userId);
      if (account?.confirmed) await queries.claimGuestOrders(db, userId, account.email);
      return toOrderDtos(db, await queries.findOrdersOfUser(db, userId), links);
    },

    /** The order for its owner or whoever knows the buyer's e-mail; 404 for anyone else. */
    async find(orderUid: string, userId: number | null, email: string): Promise<OrderDto> {
      const order = await queries.findOrder(db, orderUid);
      if (!order || !canSee(order, userId, email)) throw notFound();
      const [dto] = await toOrderDtos(db, [order], links);
      if (!dto) throw notFound();
      return dto;
    },

    async payLink(orderUid: string, userId: number | null, email: string) {
      const order = await queries.findOrder(db, orderUid);
      if (!order || !canSee(order, userId, email)) throw notFound();
      if (order.status !== 'pending' || !order.paymentLink) {
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
      return { pdf: await renderOrderPdf(order, tickets), order };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
