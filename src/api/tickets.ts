import { api, QUIET } from './client';
import { messageBody } from './contract/common';
import { SHOP_PATHS } from './contract/shop';
import {
  claimOrderResult,
  ticketTransferDto,
  transferOfferDto,
  type TicketTransferDto,
  type TransferOfferDto,
} from './contract/tickets';

// Owned tickets arrive with the sync (offline/sync/sync-tickets.ts); these are the calls that
// change who holds one. Quiet: each screen shows the server's text where it belongs.

/** Starts a hand-over: to an e-mail address (the server mails the link), or as a link to share. */
export const startTransfer = async (
  ticketUid: string,
  toEmail: string | null,
): Promise<TicketTransferDto> =>
  ticketTransferDto.parse(
    await api.post(SHOP_PATHS.startTransfer(ticketUid), { json: { toEmail }, ...QUIET }).json(),
  );

export const cancelTransfer = async (transferId: string): Promise<void> => {
  messageBody.parse(await api.delete(SHOP_PATHS.transfer(transferId), QUIET).json());
};

export const getTransferOffer = async (
  transferId: string,
  token: string,
): Promise<TransferOfferDto> =>
  transferOfferDto.parse(
    await api.get(SHOP_PATHS.transfer(transferId), { searchParams: { t: token }, ...QUIET }).json(),
  );

export const acceptTransfer = async (transferId: string, token: string): Promise<void> => {
  messageBody.parse(
    await api.post(SHOP_PATHS.acceptTransfer(transferId), { json: { token }, ...QUIET }).json(),
  );
};

export const claimOrder = async (orderId: string, token: string) =>
  claimOrderResult.parse(
    await api.post(SHOP_PATHS.claimOrder, { json: { orderId, token }, ...QUIET }).json(),
  );
