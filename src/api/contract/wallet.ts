import { z } from 'zod';

/**
 * Wallet passes of an owned ticket (issue #38): an Apple Wallet .pkpass and a Google Wallet save
 * link, each holding the ticket's current entry credential.
 */

/** Where the app asks for a ticket's passes (paths under /api/); null where none is set up. */
export const ticketWalletDto = z.object({
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type TicketWalletDto = z.infer<typeof ticketWalletDto>;

export const googleWalletLink = z.object({
  /** https://pay.google.com/gp/v/save/<JWT>: opening it saves the pass. */
  saveUrl: z.url(),
});
export type GoogleWalletLink = z.infer<typeof googleWalletLink>;

export const WALLET_MESSAGES = {
  walletNotConfigured: 'Wallet passes are not offered here.',
  walletTicketRevoked: 'This ticket is no longer valid, so it gets no wallet pass.',
  walletCredentialOutdated:
    'This ticket has a newer entry code. Reload your tickets, then add the pass again.',
} as const;

/** The API paths of a ticket's passes, given which wallets the operator configured. */
export const walletPathsOf = (
  uid: string,
  version: number,
  configured: { apple: boolean; google: boolean },
): TicketWalletDto => ({
  apple: configured.apple ? `ticket/${encodeURIComponent(uid)}/wallet/apple?v=${version}` : null,
  google: configured.google ? `ticket/${encodeURIComponent(uid)}/wallet/google?v=${version}` : null,
});
