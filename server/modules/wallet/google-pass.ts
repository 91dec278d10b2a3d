import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { formatTicketCode } from '../../../src/api/contract/tickets';
import type { GoogleWalletSettings } from './wallet-config';
import { eventNameOf, WALLET_TEXTS, type WalletTicket } from './wallet-ticket';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** German first (the festival's language), English as the translation. */
const localized = (de: string, en: string) => ({
  defaultValue: { language: 'de', value: de },
  translatedValues: [{ language: 'en', value: en }],
});
const same = (value: string) => localized(value, value);

/** Google's ids allow letters, digits, '.', '_' and '-' after the issuer id. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_');

/**
 * A "Save to Google Wallet" link: a JWT signed (RS256) with the operator's service-account key
 * that carries the festival's event ticket class and this ticket's object, so nothing has to be
 * created through Google's API first. The object id is the ticket's uid: saving a reissued
 * ticket again updates the same pass.
 */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  ticket: WalletTicket,
  origin: string,
): Promise<string> {
  const { firstDay, lastDay, place, name } = ticket.festival;
  const eventName = eventNameOf(ticket);
  const classId = `${settings.issuerId}.${idPart(`festival-${ticket.year}`)}`;
  const eventTicketClass = {
    id: classId,
    issuerName: name,
    reviewStatus: 'UNDER_REVIEW',
    eventName: same(eventName),
    ...(place ? { venue: { name: same(place), address: same(place) } } : {}),
    ...(firstDay
      ? { dateTime: { start: `${firstDay}T00:00`, end: `${lastDay ?? firstDay}T23:59` } }
      : {}),
    hexBackgroundColor: '#14141c',
  };
  const eventTicketObject = {
    id: `${settings.issuerId}.${idPart(ticket.uid)}`,
    classId,
    state: 'ACTIVE',
    ticketHolderName: ticket.holderName,
    ticketType: same(ticket.productName ?? eventName),
    barcode: {
      type: 'QR_CODE',
      value: ticket.credential,
      alternateText: formatTicketCode(ticket.entryCode),
    },
    textModulesData: [
      {
        id: 'entry',
        header: WALLET_TEXTS.de.entryCode,
        body: WALLET_TEXTS.de.entryHelp,
        localizedHeader: localized(WALLET_TEXTS.de.entryCode, WALLET_TEXTS.en.entryCode),
        localizedBody: localized(WALLET_TEXTS.de.entryHelp, WALLET_TEXTS.en.entryHelp),
      },
    ],
  };
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [origin],
    payload: { eventTicketClasses: [eventTicketClass], eventTicketObjects: [eventTicketObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(createPrivateKey(settings.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
