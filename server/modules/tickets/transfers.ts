import { randomUUID } from 'node:crypto';
import {
  TICKET_MESSAGES,
  type TicketTransferDto,
  type TransferOfferDto,
} from '../../../src/api/contract/tickets';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { HttpError } from '../../plugins/http-error';
import type { TicketKeys } from '../../plugins/ticket-keys';
import { findAccount } from '../orders/queries';
import * as queries from './queries';
import { holderNameOf } from './service';
import { toTransferDto } from './ticket-dto';

export const TRANSFER_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface TransferServiceDeps {
  db: Database;
  keys: TicketKeys;
  mailer: Mailer;
  publicUrl: string;
}

const notYours = () => new HttpError(404, TICKET_MESSAGES.notYourTicket);
const invalid = () => new HttpError(404, TICKET_MESSAGES.transferInvalid);

/**
 * Hand-over: the owner offers a ticket (to an e-mail address, or as a one-time link or QR code
 * shown on the phone); whoever accepts it with the link's secret becomes its one owner, and the
 * ticket's credential is re-issued, which revokes the old QR code.
 */
export function createTransferService({ db, keys, mailer, publicUrl }: TransferServiceDeps) {
  /** The transfer if it is open, unexpired, its secret matches and the ticket has not moved since. */
  const openTransfer = async (id: string, token: string, now = new Date()) => {
    // The link's secret first: without it nobody learns whether a hand-over exists.
    if (!keys.links.checkTransfer(id, token)) {
      throw new HttpError(403, TICKET_MESSAGES.transferInvalid);
    }
    const transfer = await queries.findTransfer(db, id);
    const ticket = transfer ? await queries.findTicket(db, transfer.ticketUid) : undefined;
    const open =
      transfer &&
      ticket &&
      !transfer.acceptedAt &&
      !transfer.cancelledAt &&
      transfer.expiresAt > now &&
      !ticket.revokedAt &&
      ticket.credentialVersion === transfer.credentialVersion &&
      ticket.ownerUserId === transfer.fromUserId;
    if (!open) throw invalid();
    return { transfer, ticket };
  };

  return {
    async start(
      ticketUid: string,
      userId: number,
      toEmail: string | null,
      language: MailLanguage,
    ): Promise<TicketTransferDto> {
      const account = await findAccount(db, userId);
      if (toEmail !== null && toEmail === account?.email) {
        throw new HttpError(400, TICKET_MESSAGES.transferToSelf);
      }
      const transfer = await db.transaction(async (tx) => {
        const ticket = await queries.lockTicket(tx, { uid: ticketUid });
        if (ticket?.ownerUserId !== userId) throw notYours();
        if (ticket.revokedAt) throw new HttpError(409, TICKET_MESSAGES.ticketRevoked);
        await queries.cancelOpenTransfers(tx, ticketUid);
        const row = {
          id: randomUUID(),
          ticketUid,
          fromUserId: userId,
          toEmail,
          credentialVersion: ticket.credentialVersion,
          expiresAt: new Date(Date.now() + TRANSFER_TTL_MS),
        };
        await queries.insertTransfer(tx, row);
        return { ...row, acceptedAt: null, acceptedBy: null, acceptedByName: null };
      });
      const dto = toTransferDto(
        { ...transfer, cancelledAt: null, createdAt: new Date() },
        keys,
        publicUrl,
      );
      if (toEmail !== null) {
        const ticket = await queries.findTicket(db, ticketUid);
        const values = {
          from: await holderNameOf(db, userId),
          ticket: `${ticket?.productName ?? ''} ${ticket?.year ?? ''}`.trim(),
        };
        await mailer.sendMail(
          renderMail(language, 'ticketTransfer', toEmail, { name: null, link: dto.link, values }),
        );
      }
      return dto;
    },

    async cancel(transferId: string, userId: number): Promise<void> {
      const transfer = await queries.findTransfer(db, transferId);
      if (transfer?.fromUserId !== userId || transfer.acceptedAt) throw invalid();
      await db.transaction((tx) => queries.cancelOpenTransfers(tx, transfer.ticketUid));
    },

    /** What the recipient sees before accepting. */
    async offer(transferId: string, token: string): Promise<TransferOfferDto> {
      const { transfer, ticket } = await openTransfer(transferId, token);
      return {
        id: transfer.id,
        fromName: transfer.fromUserId === null ? '' : await holderNameOf(db, transfer.fromUserId),
        productName: ticket.productName,
        year: ticket.year,
        expiresAt: transfer.expiresAt.toISOString(),
      };
    },

    async accept(transferId: string, token: string, userId: number): Promise<void> {
      const { transfer } = await openTransfer(transferId, token);
      if (transfer.fromUserId === userId)
        throw new HttpError(409, TICKET_MESSAGES.transferOwnTicket);
      const ownerName = await holderNameOf(db, userId);
      await db.transaction(async (tx) => {
        const ticket = await queries.lockTicket(tx, { uid: transfer.ticketUid });
        // Checked again under the lock: a concurrent accept or hand-over may have won.
        const still = await queries.findTransfer(tx, transfer.id);
        if (
          !ticket ||
          still?.acceptedAt ||
          still?.cancelledAt ||
          ticket.credentialVersion !== transfer.credentialVersion ||
          ticket.ownerUserId !== transfer.fromUserId
        ) {
          throw invalid();
        }
        await queries.reissueTicket(tx, keys.credentials, ticket, {
          ownerUserId: userId,
          ownerName,
          newClaimCode: true,
          redeemed: false,
        });
        await queries.markTransferAccepted(tx, transfer.id, userId, ownerName);
      });
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
