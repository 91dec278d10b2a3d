import { TICKET_MESSAGES } from '../../../src/api/contract/tickets';
import { WALLET_MESSAGES } from '../../../src/api/contract/wallet';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import type { TicketKeys } from '../../plugins/ticket-keys';
import { findFestivalInfo } from '../orders/festival-info';
import { findTicket } from '../tickets/queries';
import { buildApplePass } from './apple-pass';
import { googleSaveUrl } from './google-pass';
import type { WalletSettings } from './wallet-config';
import type { WalletTicket } from './wallet-ticket';

export interface WalletServiceDeps {
  db: Database;
  keys: TicketKeys;
  settings: WalletSettings;
  publicUrl: string;
}

const notConfigured = () => new HttpError(404, WALLET_MESSAGES.walletNotConfigured);

export function createWalletService({ db, keys, settings, publicUrl }: WalletServiceDeps) {
  /**
   * The ticket as its owner's pass shows it. Only the current credential version gets a pass:
   * an older one (the ticket was reissued or passed on) would not admit at the gate.
   */
  const walletTicket = async (
    uid: string,
    version: number,
    userId: number,
  ): Promise<WalletTicket> => {
    const ticket = await findTicket(db, uid);
    if (ticket?.ownerUserId !== userId) throw new HttpError(404, TICKET_MESSAGES.notYourTicket);
    if (ticket.revokedAt) throw new HttpError(409, WALLET_MESSAGES.walletTicketRevoked);
    if (ticket.credentialVersion !== version) {
      throw new HttpError(409, WALLET_MESSAGES.walletCredentialOutdated);
    }
    const { credential, entryCode } = keys.credentials.issue({
      ticketUid: ticket.uid,
      year: ticket.year,
      version: ticket.credentialVersion,
    });
    return {
      uid: ticket.uid,
      year: ticket.year,
      holderName: ticket.ownerName,
      productName: ticket.productName,
      credential,
      entryCode,
      festival: await findFestivalInfo(db, ticket.year),
    };
  };

  return {
    async applePass(uid: string, version: number, userId: number): Promise<Buffer> {
      if (!settings.apple) throw notConfigured();
      return buildApplePass(settings.apple, await walletTicket(uid, version, userId));
    },

    async googleSaveUrl(uid: string, version: number, userId: number): Promise<string> {
      if (!settings.google) throw notConfigured();
      const ticket = await walletTicket(uid, version, userId);
      return googleSaveUrl(settings.google, ticket, new URL(publicUrl).origin);
    },
  };
}
