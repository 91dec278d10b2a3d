import { readFile } from 'node:fs/promises';
import { PKPass } from 'passkit-generator';
import { formatTicketCode } from '../../../src/api/contract/tickets';
import type { AppleWalletSettings } from './wallet-config';
import { eventNameOf, fill, WALLET_TEXTS, type WalletTicket } from './wallet-ticket';

export const PKPASS_MIME_TYPE = 'application/vnd.apple.pkpass';

const ICON_URL = new URL('../../../public/icons/apple-touch-icon-180.png', import.meta.url);
let icon: Promise<Buffer> | undefined;

/** A day of the programme as Wallet's date field wants it: shown in the reader's language. */
const dayField = (key: string, day: string) => ({
  key,
  label: key,
  value: `${day}T12:00:00Z`,
  dateStyle: 'PKDateStyleMedium' as const,
  timeStyle: 'PKDateStyleNone' as const,
  ignoresTimeZone: true,
});

/**
 * An `eventTicket` .pkpass whose barcode holds the ticket's entry credential, signed with the
 * operator's pass type certificate. Labels are keys that each language's pass.strings names;
 * the serial number is the ticket's uid, so adding a reissued ticket replaces the older pass.
 */
export async function buildApplePass(
  settings: AppleWalletSettings,
  ticket: WalletTicket,
): Promise<Buffer> {
  icon ??= readFile(ICON_URL);
  const image = await icon;
  const eventName = eventNameOf(ticket);
  const { firstDay, lastDay, place } = ticket.festival;
  const pass = new PKPass(
    { 'icon.png': image, 'icon@2x.png': image, 'logo.png': image },
    {
      signerCert: settings.signerCert,
      signerKey: settings.signerKey,
      signerKeyPassphrase: settings.signerKeyPassphrase,
      wwdr: settings.wwdr,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      serialNumber: ticket.uid,
      organizationName: ticket.festival.name,
      description: 'description',
      logoText: eventName,
      backgroundColor: 'rgb(20, 20, 28)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(200, 200, 215)',
    },
  );
  pass.type = 'eventTicket';
  pass.primaryFields.push({ key: 'event', label: 'ticket', value: eventName });
  pass.secondaryFields.push(
    { key: 'holder', label: 'holder', value: ticket.holderName },
    { key: 'ticket', label: 'ticket', value: ticket.productName ?? eventName },
  );
  if (firstDay) {
    pass.auxiliaryFields.push(
      lastDay && lastDay !== firstDay ? dayField('from', firstDay) : dayField('dates', firstDay),
    );
    if (lastDay && lastDay !== firstDay) pass.auxiliaryFields.push(dayField('to', lastDay));
    pass.setRelevantDate(new Date(`${firstDay}T10:00:00Z`));
  }
  if (place) pass.auxiliaryFields.push({ key: 'place', label: 'place', value: place });
  pass.backFields.push(
    { key: 'entryCode', label: 'entryCode', value: formatTicketCode(ticket.entryCode) },
    { key: 'entryHelp', value: 'entryHelp' },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: ticket.credential,
    messageEncoding: 'iso-8859-1',
    altText: formatTicketCode(ticket.entryCode),
  });
  for (const language of ['de', 'en'] as const) {
    const texts = WALLET_TEXTS[language];
    pass.localize(language, {
      ...texts,
      description: fill(texts.description, { festival: ticket.festival.name, year: ticket.year }),
    });
  }
  return pass.getAsBuffer();
}
