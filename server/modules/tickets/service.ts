import { SHOP_MESSAGES } from '../../../src/api/contract/shop';
import {
  isTicketCode,
  normaliseTicketCode,
  type OwnedTicketDto,
  type PassedOnTicketDto,
  type RedeemResult,
  TICKET_MESSAGES,
} from '../../../src/api/contract/tickets';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import type { TicketKeys } from '../../plugins/ticket-keys';
import type { MailLanguage } from '../../mail/language';
import { findFestivalInfo } from '../orders/festival-info';
import { renderPdfIn } from '../orders/order-mail';
import { toPdfTicket } from '../orders/order-pdf-tickets';
import { findAccount } from '../orders/queries';
import * as queries from './queries';
import { toOwnedTicketDto, toTransferDto } from './ticket-dto';

export interface TicketServiceDeps {
  db: Database;
  keys: TicketKeys;
  publicUrl: string;
  /** Which wallets the operator configured (their passes are offered on each ticket). */
  wallets: { apple: boolean; google: boolean };
  /** The ticket PDF says TEST MODE (payments.testMode). */
  testMode?: boolean;
}

/** The name a ticket shows for an account: full name, else nickname, else e-mail. */
export async function holderNameOf(db: Executor, userId: number): Promise<string> {
  const account = await findAccount(db, userId);
  const fullName = [account?.firstName, account?.lastName].filter(Boolean).join(' ');
  return fullName || account?.name || account?.email || '';
}

export function createTicketService({ db, keys, publicUrl, wallets, testMode }: TicketServiceDeps) {
  const ownedDtos = async (tickets: queries.TicketWithProduct[]): Promise<OwnedTicketDto[]> => {
    const open = await queries.findOpenTransfers(
      db,
      tickets.map((ticket) => ticket.uid),
    );
    return tickets.map((ticket) => {
      const transfer = open.find((row) => row.ticketUid === ticket.uid);
      return toOwnedTicketDto(
        ticket,
        keys,
        transfer ? toTransferDto(transfer, keys, publicUrl) : null,
        wallets,
      );
    });
  };

  return {
    /** The account's own tickets with their entry credentials. Nothing joins it by e-mail. */
    async myTickets(userId: number): Promise<OwnedTicketDto[]> {
      return ownedDtos(await queries.findTicketsOfOwner(db, userId));
    },

    async passedOn(userId: number): Promise<PassedOnTicketDto[]> {
      const rows = await queries.findPassedOn(db, userId);
      return rows.map((row) => ({
        uid: row.uid,
        productName: row.productName,
        year: row.year,
        holder: row.holder ?? '',
        passedAt: row.passedAt?.toISOString() ?? '',
      }));
    },

    /**
     * Spec "Add ticket": attaches a ticket that no account owns yet (a guest purchase, box office)
     * to the caller and re-issues its credential, so copies of the old QR code stop admitting.
     * A ticket owned by an account never moves by code; asking again for one's own answers the same.
     */
    async redeem(rawCode: string, userId: number): Promise<RedeemResult> {
      const code = normaliseTicketCode(rawCode);
      if (!isTicketCode(code)) throw new HttpError(400, SHOP_MESSAGES.ticketCodeInvalid);
      const ownerName = await holderNameOf(db, userId);
      const uid = await db.transaction(async (tx) => {
        const ticket = await queries.lockTicket(tx, { code });
        if (!ticket) throw new HttpError(404, SHOP_MESSAGES.ticketNotFound);
        if (ticket.ownerUserId === userId) return ticket.uid;
        if (ticket.ownerUserId !== null) throw new HttpError(409, TICKET_MESSAGES.ticketOwned);
        if (ticket.revokedAt) throw new HttpError(409, TICKET_MESSAGES.ticketRevoked);
        await queries.cancelOpenTransfers(tx, ticket.uid);
        await queries.reissueTicket(tx, keys.credentials, ticket, {
          ownerUserId: userId,
          ownerName,
          newClaimCode: false,
          redeemed: true,
        });
        return ticket.uid;
      });
      const ticket = await queries.findTicket(db, uid);
      if (!ticket) throw new HttpError(404, SHOP_MESSAGES.ticketNotFound);
      const [dto] = await ownedDtos([ticket]);
      if (!dto) throw new HttpError(404, SHOP_MESSAGES.ticketNotFound);
      return { message: SHOP_MESSAGES.ticketRedeemed, ticket: dto };
    },

    /**
     * One ticket's PDF for its current holder, from the signed link in their ticket list; a new
     * credential version (the ticket changed hands) voids the link.
     */
    async ticketPdf(uid: string, version: number, token: string, language: MailLanguage) {
      if (!keys.links.checkTicketPdf(uid, version, token)) {
        throw new HttpError(403, SHOP_MESSAGES.downloadInvalid);
      }
      const ticket = await queries.findTicket(db, uid);
      if (ticket?.credentialVersion !== version || ticket.revokedAt) {
        throw new HttpError(404, SHOP_MESSAGES.downloadInvalid);
      }
      const festival = await findFestivalInfo(db, ticket.year);
      const orderNumber = ticket.orderUid.slice(0, 8).toUpperCase();
      const pdf = await renderPdfIn(
        language,
        orderNumber,
        [toPdfTicket(ticket, keys.credentials)],
        festival,
        testMode,
      );
      return { pdf, orderNumber };
    },

    /** The link in a guest order's mail: its tickets nobody owns yet join the caller's account. */
    async claimOrder(orderUid: string, token: string, userId: number) {
      if (!keys.links.checkClaim(orderUid, token)) {
        throw new HttpError(403, TICKET_MESSAGES.claimLinkInvalid);
      }
      const claimed = await db.transaction((tx) => queries.claimOrderTickets(tx, orderUid, userId));
      if (claimed > 0) return { message: TICKET_MESSAGES.ticketsClaimed, claimed };
      const mine = (await queries.findTicketsOfOwner(db, userId)).some(
        (ticket) => ticket.orderUid === orderUid,
      );
      if (!mine) throw new HttpError(409, TICKET_MESSAGES.nothingToClaim);
      return { message: TICKET_MESSAGES.alreadyYours, claimed: 0 };
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
