import { api, QUIET } from './client';
import { googleWalletLink } from './contract/wallet';

// The paths come with each owned ticket (`wallet`); quiet: the ticket card shows the failure.

/** The ticket's signed .pkpass. */
export const getApplePass = async (path: string): Promise<Blob> => api.get(path, QUIET).blob();

/** The "Save to Google Wallet" link of the ticket's current credential. */
export const getGoogleSaveUrl = async (path: string): Promise<string> =>
  googleWalletLink.parse(await api.get(path, QUIET).json()).saveUrl;
