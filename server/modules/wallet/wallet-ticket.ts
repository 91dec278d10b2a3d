import de from '../../../locales/de/wallet-pass.json';
import en from '../../../locales/en/wallet-pass.json';
import type { PdfFestival } from '../../pdf/tickets-pdf';

/** What a wallet pass shows of a ticket: the same credential and entry code as its QR code. */
export interface WalletTicket {
  uid: string;
  year: number;
  holderName: string;
  productName: string | null;
  credential: string;
  entryCode: string;
  festival: PdfFestival;
}

export type WalletTexts = typeof de;
export const WALLET_TEXTS: Record<'de' | 'en', WalletTexts> = { de, en };

/** `{{name}}` placeholders filled in, as i18next does in the app. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** "2025" after the festival's name unless the name carries the year already. */
export const eventNameOf = (ticket: WalletTicket): string =>
  ticket.festival.name.includes(String(ticket.year))
    ? ticket.festival.name
    : `${ticket.festival.name} ${ticket.year}`;
