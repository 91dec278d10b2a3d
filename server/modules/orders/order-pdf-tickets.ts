import type { PdfTicket } from '../../pdf/tickets-pdf';
import type { TicketCredentials } from '../tickets/credentials';
import type { OrderRow, TicketWithProduct } from './queries';

/**
 * The tickets an order's PDF and mail carry: those still with its buyer (the account, or nobody
 * yet for a guest order), each with its current credential. A ticket passed on or claimed by
 * someone else is theirs alone. The claim code shows only while nobody's account owns it.
 */
export const pdfTicketsOf = (
  order: OrderRow,
  tickets: readonly TicketWithProduct[],
  credentials: TicketCredentials,
): PdfTicket[] =>
  tickets
    .filter((ticket) => ticket.ownerUserId === order.userId && ticket.revokedAt === null)
    .map((ticket) => toPdfTicket(ticket, credentials));

export const toPdfTicket = (
  ticket: Omit<TicketWithProduct, 'orderUid' | 'productUid' | 'redeemedAt' | 'redeemedBy'>,
  credentials: TicketCredentials,
): PdfTicket => {
  const { credential, entryCode } = credentials.issue({
    ticketUid: ticket.uid,
    year: ticket.year,
    version: ticket.credentialVersion,
  });
  return {
    uid: ticket.uid,
    entryCredential: credential,
    entryCode,
    claimCode: ticket.ownerUserId === null ? ticket.code : null,
    holderName: ticket.ownerName,
    productName: ticket.productName,
    year: ticket.year,
    pricePaidCents: ticket.priceCents,
    currency: 'EUR',
  };
};
