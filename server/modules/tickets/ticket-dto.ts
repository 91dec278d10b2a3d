import type { OwnedTicketDto, TicketTransferDto } from '../../../src/api/contract/tickets';
import { walletPathsOf } from '../../../src/api/contract/wallet';
import type { TicketKeys } from '../../plugins/ticket-keys';
import type { TicketWithProduct, TransferRow } from './queries';

export const toTransferDto = (
  transfer: TransferRow,
  keys: TicketKeys,
  publicUrl: string,
): TicketTransferDto => ({
  id: transfer.id,
  toEmail: transfer.toEmail,
  link: `${publicUrl}${keys.links.transfer(transfer.id)}`,
  expiresAt: transfer.expiresAt.toISOString(),
});

/** An owned ticket with its current entry credential (signatures are deterministic: re-made here). */
export const toOwnedTicketDto = (
  ticket: TicketWithProduct,
  keys: TicketKeys,
  transfer: TicketTransferDto | null,
  wallets: { apple: boolean; google: boolean },
): OwnedTicketDto => {
  const { credential, entryCode } = keys.credentials.issue({
    ticketUid: ticket.uid,
    year: ticket.year,
    version: ticket.credentialVersion,
  });
  return {
    uid: ticket.uid,
    ownerName: ticket.ownerName,
    year: ticket.year,
    price: ticket.priceCents,
    currency: 'EUR',
    productName: ticket.productName,
    orderUid: ticket.orderUid,
    credential,
    entryCode,
    downloadLink: keys.links.ticketPdf(ticket.uid, ticket.credentialVersion),
    transfer,
    wallet: walletPathsOf(ticket.uid, ticket.credentialVersion, wallets),
  };
};
