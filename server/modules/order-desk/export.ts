import type { OrderExportQuery } from '../../../src/api/contract/order-desk';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import { berlinTime, type CsvCell, euros, toCsv } from './csv';
import * as queries from './queries';

const HEADERS = {
  orders: {
    de: [
      'Bestellnummer',
      'Bestellt am',
      'Bezahlt am',
      'Status',
      'Vorname',
      'Nachname',
      'E-Mail',
      'Tickets',
      'Summe',
      'Servicegebühr',
      'Rabatt',
      'Zahlungskosten',
      'Gesamt',
      'Erstattet',
      'Währung',
      'Gutscheine',
    ],
    en: [
      'Order number',
      'Placed',
      'Paid',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Tickets',
      'Total',
      'Service fee',
      'Discount',
      'Payment costs',
      'Grand total',
      'Refunded',
      'Currency',
      'Vouchers',
    ],
  },
  tickets: {
    de: [
      'Ticket',
      'Bestellnummer',
      'Bestellt am',
      'Bestellstatus',
      'Produkt',
      'Inhaber',
      'Preis',
      'Währung',
      'Zustand',
      'Eingecheckt am',
    ],
    en: [
      'Ticket',
      'Order number',
      'Placed',
      'Order status',
      'Product',
      'Holder',
      'Price',
      'Currency',
      'State',
      'Checked in',
    ],
  },
} as const;

/** Orders or tickets matching the desk's filter as a CSV file, with the file's name. */
export async function exportCsv(db: Database, query: OrderExportQuery, language: MailLanguage) {
  const header = [...HEADERS[query.what][language]];
  let rows: CsvCell[][];
  if (query.what === 'orders') {
    rows = (await queries.findOrdersForExport(db, query)).map(({ order, ticketCount }) => [
      order.uid,
      berlinTime(order.createdAt),
      berlinTime(order.completedAt),
      order.status,
      order.consumer.firstName,
      order.consumer.lastName,
      order.consumer.email,
      ticketCount,
      euros(order.totalCents),
      euros(order.serviceFeeCents),
      euros(order.discountCents),
      euros(order.paymentCostsCents),
      euros(order.grandTotalCents),
      euros(order.refundedCents),
      order.currency,
      order.voucherCodes.join(', '),
    ]);
  } else {
    rows = (await queries.findTicketsForExport(db, query)).map((row) => [
      row.ticket.uid,
      row.ticket.orderUid,
      berlinTime(row.placedAt),
      row.orderStatus,
      row.productName,
      row.ticket.ownerName,
      euros(row.ticket.priceCents),
      row.currency,
      row.ticket.revokedAt ? 'revoked' : row.checkedInAt ? 'checkedIn' : 'valid',
      berlinTime(row.checkedInAt ? new Date(row.checkedInAt) : null),
    ]);
  }
  return {
    csv: toCsv(header, rows),
    rows: rows.length,
    filename: `${query.what}-${new Date().toISOString().slice(0, 10)}.csv`,
  };
}
