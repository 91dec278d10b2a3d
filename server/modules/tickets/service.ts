import { SHOP_MESSAGES } from '../../../src/api/contract/shop';
import {
  isTicketCode,
  normaliseTicketCode,
  type OwnedTicketDto,
  type RedeemResult,
} from '../../../src/api/contract/tickets';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { toTicketDto } from '../orders/order-dto';
import * as queries from '../orders/queries';

export function createTicketService(db: Database) {
  return {
    /** Own tickets, after guest orders bought with the account's confirmed e-mail joined it. */
    async myTickets(userId: number): Promise<OwnedTicketDto[]> {
      const account = await queries.findAccount(db, userId);
      if (account?.confirmed) await queries.claimGuestOrders(db, userId, account.email);
      return (await queries.findTicketsOfOwner(db, userId)).map(toTicketDto);
    },

    /**
     * Adds the ticket with this code to the caller's account. The first redemption wins; asking
     * again for a ticket you redeemed yourself answers the same, anyone else gets 409.
     */
    async redeem(rawCode: string, userId: number): Promise<RedeemResult> {
      const code = normaliseTicketCode(rawCode);
      if (!isTicketCode(code)) throw new HttpError(400, SHOP_MESSAGES.ticketCodeInvalid);
      const account = await queries.findAccount(db, userId);
      const fullName = [account?.firstName, account?.lastName].filter(Boolean).join(' ');
      const ownerName = fullName || account?.name || account?.email || '';
      const won = await queries.redeemTicket(db, code, userId, ownerName);
      const ticket = await queries.findTicketByCode(db, code);
      if (!ticket) throw new HttpError(404, SHOP_MESSAGES.ticketNotFound);
      if (!won && ticket.redeemedBy !== userId) {
        throw new HttpError(409, SHOP_MESSAGES.ticketAlreadyRedeemed);
      }
      return { message: SHOP_MESSAGES.ticketRedeemed, ticket: toTicketDto(ticket) };
    },
  };
}
