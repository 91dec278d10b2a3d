import { ORDER_DESK_MESSAGES } from '../../../src/api/contract/order-desk-messages';
import {
  ORDER_DESK_PAGE_SIZE,
  type DeskRefundRequest,
  type DeskRefundResult,
  type OrderDeskPage,
  type OrderExportQuery,
  type OrderStory,
} from '../../../src/api/contract/order-desk';
import { REFUND_MESSAGES } from '../../../src/api/contract/refunds';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import type { PaymentProvider } from '../../payments/provider';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { queueOrderMailAgain } from '../orders/order-mail-job';
import * as orderQueries from '../orders/queries';
import { refundOrder } from '../orders/refunds';
import type { TicketCredentials } from '../tickets/credentials';
import { fillEntryCodes, lockTicket, reissueTicket } from '../tickets/queries';
import { toPage } from '../program/paging';
import { exportCsv } from './export';
import * as queries from './queries';
import { deskTicketsOf, storyOf } from './story';

export interface OrderDeskDeps {
  db: Database;
  bus: Bus;
  provider: PaymentProvider;
  credentials: TicketCredentials;
}

const notFound = () => new HttpError(404, ORDER_DESK_MESSAGES.orderDeskNotFound);
const euro = (cents: number) => (cents / 100).toFixed(2);

/** The staff order desk: every action checks the order, does it, and writes the audit row. */
export function createOrderDeskService({ db, bus, provider, credentials }: OrderDeskDeps) {
  const paidOrder = async (uid: string) => {
    const order = await orderQueries.findOrder(db, uid);
    if (!order) throw notFound();
    if (order.status !== 'completed')
      throw new HttpError(409, ORDER_DESK_MESSAGES.orderDeskNotCompleted);
    return order;
  };

  const story = async (uid: string): Promise<OrderStory> => {
    const order = await orderQueries.findOrder(db, uid);
    if (!order) throw notFound();
    await fillEntryCodes(db, credentials);
    const tickets = await queries.findOrderTickets(db, uid);
    const ticketUids = tickets.map(({ ticket }) => ticket.uid);
    const [items, scans, transfers, refunds, mailJobs, staff] = await Promise.all([
      orderQueries.findItems(db, [uid]),
      queries.findScans(db, ticketUids),
      queries.findTransfers(db, ticketUids),
      queries.findRefunds(db, uid),
      queries.findMailJobs(db, uid),
      queries.findStaffActions(db, uid),
    ]);
    const sources = { order, tickets, scans, transfers, refunds, mailJobs, staff };
    const consumer = order.consumer;
    return {
      uid: order.uid,
      status: order.status,
      placedAt: order.createdAt.toISOString(),
      paidAt: order.completedAt?.toISOString() ?? null,
      buyerName: `${consumer.firstName} ${consumer.lastName}`.trim(),
      buyerEmail: consumer.email,
      buyerId: order.userId,
      language: order.language,
      currency: order.currency,
      totalCents: order.totalCents,
      serviceFeeCents: order.serviceFeeCents,
      discountCents: order.discountCents,
      paymentCostsCents: order.paymentCostsCents,
      grandTotalCents: order.grandTotalCents,
      refundedCents: order.refundedCents,
      vouchers: order.voucherCodes,
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        totalCents: item.totalCents,
      })),
      tickets: deskTicketsOf(sources),
      story: storyOf(sources),
    };
  };

  return {
    async search(n: number, filter: queries.OrderFilter): Promise<OrderDeskPage> {
      // New tickets get their entry code stored later; a search by one must find them now.
      if (filter.q?.replace(/[\s-]/g, '').length === 12) await fillEntryCodes(db, credentials);
      const size = ORDER_DESK_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        queries.findOrderPage(db, filter, { offset: n * size, limit: size }),
        queries.countOrders(db, filter),
      ]);
      const content = rows.map(({ createdAt, ...row }) => ({
        ...row,
        placedAt: createdAt.toISOString(),
      }));
      return toPage(content, total, n, size);
    },

    story,

    async resendMail(uid: string, actor: AuthUser): Promise<void> {
      await paidOrder(uid);
      await db.transaction(async (tx) => {
        await queueOrderMailAgain(tx, bus, uid);
        await recordAudit(tx, actor, {
          action: 'order.resend',
          targetKind: 'order',
          targetId: null,
          summary: `${uid}:`,
        });
      });
    },

    async refund(
      uid: string,
      request: DeskRefundRequest,
      actor: AuthUser,
    ): Promise<DeskRefundResult> {
      if (!request.whole && !request.ticketUids && request.amountCents === undefined) {
        throw new HttpError(400, ORDER_DESK_MESSAGES.orderDeskRefundEmpty);
      }
      if (!(await orderQueries.findOrder(db, uid))) throw notFound();
      const what = request.whole ? 'whole order' : `${request.ticketUids?.length ?? 0} tickets`;
      const audit = (outcome: string) =>
        recordAudit(db, actor, {
          action: 'order.refund',
          targetKind: 'order',
          targetId: null,
          summary: `${uid}: ${outcome}, ${what}`,
        });
      try {
        const outcome = await refundOrder(db, provider, {
          orderUid: uid,
          amountCents: request.whole ? undefined : request.amountCents,
          // An amount alone is money back for tickets that keep admitting (none chosen).
          ticketUids: request.whole ? undefined : (request.ticketUids ?? []),
          reason: 'staff',
          byUserId: actor.id,
        });
        const amount = outcome.refund?.amountCents ?? 0;
        await audit(
          `${euro(amount)} ${outcome.order.currency} ${outcome.refund?.status ?? 'revoked only'}`,
        );
        return {
          status: outcome.refund?.status ?? null,
          amountCents: amount,
          order: await story(uid),
        };
      } catch (error) {
        // Money the provider refused to move is still worth a line: someone tried.
        if (error instanceof HttpError && error.message === REFUND_MESSAGES.refundRefused) {
          await audit('refused by the provider');
        }
        throw error;
      }
    },

    async reissue(uid: string, ticketUid: string, actor: AuthUser): Promise<OrderStory> {
      await paidOrder(uid);
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, { uid: ticketUid });
        if (ticket?.orderUid !== uid)
          throw new HttpError(404, ORDER_DESK_MESSAGES.orderDeskTicketUnknown);
        if (ticket.revokedAt) throw new HttpError(409, ORDER_DESK_MESSAGES.orderDeskTicketRevoked);
        // Same holder; a new claim code too, so a leaked copy of the old PDF attaches nothing.
        await reissueTicket(tx, credentials, ticket, {
          ownerUserId: ticket.ownerUserId,
          ownerName: ticket.ownerName,
          newClaimCode: true,
          redeemed: false,
        });
        await recordAudit(tx, actor, {
          action: 'order.reissue',
          targetKind: 'order',
          targetId: null,
          summary: `${uid}: ticket ${ticketUid} version ${ticket.credentialVersion + 1}`,
        });
      });
      return story(uid);
    },

    async export(query: OrderExportQuery, language: MailLanguage, actor: AuthUser) {
      const csv = await exportCsv(db, query, language);
      const filter = [query.status, query.from, query.to].filter(Boolean).join(' ');
      await recordAudit(db, actor, {
        action: 'order.export',
        targetKind: 'order',
        targetId: null,
        // The search text may be a buyer's name or address: the log says only that there was one.
        summary: `${query.what}: ${csv.rows} rows${filter ? `, ${filter}` : ''}${query.q ? ', searched' : ''}`,
      });
      return csv;
    },
  };
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
