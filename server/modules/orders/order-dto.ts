import { eur } from '../../../src/api/contract/shop';
import type { OrderDto } from '../../../src/api/contract/tickets';
import type { Executor } from '../../db/client';
import { findInvoicesOfOrders } from '../invoices/queries';
import type { OrderLinks } from './order-links';
import * as queries from './queries';

/** Orders with their lines and tickets, in the order given. */
export async function toOrderDtos(
  db: Executor,
  rows: readonly queries.OrderRow[],
  links: OrderLinks,
): Promise<OrderDto[]> {
  const uids = rows.map((row) => row.uid);
  const [items, tickets, invoices] = await Promise.all([
    queries.findItems(db, uids),
    queries.findTicketsOfOrders(db, uids),
    findInvoicesOfOrders(db, uids),
  ]);
  return rows.map((order) => ({
    uid: order.uid,
    status: order.status,
    downloadLink: order.status === 'completed' ? links.download(order.uid) : null,
    paymentLink: order.status === 'pending' ? order.paymentLink : null,
    tickets: tickets
      .filter((ticket) => ticket.orderUid === order.uid)
      .map((ticket) => ({
        uid: ticket.uid,
        productName: ticket.productName,
        year: ticket.year,
        price: ticket.priceCents,
      })),
    items: items
      .filter((item) => item.orderUid === order.uid)
      .map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPrice: eur(item.unitPriceCents),
        totalPrice: eur(item.totalCents),
      })),
    totalPrice: eur(order.totalCents),
    discount: eur(order.discountCents),
    serviceFee: eur(order.serviceFeeCents),
    paymentCosts: eur(order.paymentCostsCents),
    grandTotal: eur(order.grandTotalCents),
    consumer: {
      email: order.consumer.email,
      firstName: order.consumer.firstName,
      lastName: order.consumer.lastName,
    },
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    invoices: invoices
      .filter((invoice) => invoice.orderUid === order.uid)
      .map((invoice) => ({
        number: invoice.number,
        kind: invoice.kind,
        issuedAt: invoice.issuedAt.toISOString(),
        link: links.invoice(invoice.uid),
      })),
  }));
}
