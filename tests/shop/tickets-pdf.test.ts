import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  type PdfFestival,
  type PdfTicket,
  renderTicketsPdf,
  type TicketsPdfTexts,
} from '../../server/pdf/tickets-pdf';

// @zxing/library exposes few named exports to Node ESM (PLATFORM.md).
const require = createRequire(import.meta.url);
const zxing = require('@zxing/library') as {
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => unknown;
  BinaryBitmap: new (binarizer: unknown) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  QRCodeReader: new () => { decode(bitmap: unknown): { getText(): string } };
};

/** Decodes every embedded image of the PDF as a QR code. */
async function qrCodesIn(bytes: Uint8Array): Promise<{ pages: number; codes: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const codes: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const pixels = inflateSync(object.contents);
    const channels = pixels.length / (width * height);
    const luminance = new Uint8ClampedArray(width * height);
    for (let i = 0; i < luminance.length; i += 1) luminance[i] = pixels[i * channels] ?? 0;
    const bitmap = new zxing.BinaryBitmap(
      new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(luminance, width, height)),
    );
    codes.push(new zxing.QRCodeReader().decode(bitmap).getText());
  }
  return { pages: pdf.getPageCount(), codes };
}

/** The text of each page, with runs and line breaks joined by single spaces. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const randomCode = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

const ticketFor = (holderName: string, claimCode: string | null = null): PdfTicket => ({
  uid: `t-${randomCode(BASE32, 8)}`,
  entryCredential: randomCode(BASE32, 136),
  entryCode: randomCode('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 12),
  claimCode,
  holderName,
  productName: 'Festival Pass',
  year: 2025,
  pricePaidCents: 17_340,
  currency: 'EUR',
});

const festival: PdfFestival = {
  name: 'Osthafen Festival',
  place: 'Osthafen, Berlin',
  firstDay: '2025-08-13',
  lastDay: '2025-08-16',
};

const texts: TicketsPdfTexts = {
  title: 'Festival ticket',
  holder: 'Ticket holder',
  paid: 'Price paid',
  order: 'Order',
  hint: 'Show this QR code at the entrance.',
  claim: (code) => `Add to your app account with this code: ${code} — keep it to yourself.`,
};

const render = (tickets: PdfTicket[], language: 'de' | 'en' = 'en') =>
  renderTicketsPdf({ orderNumber: 'A1B2C3D4', tickets, festival, language, texts });

describe('tickets PDF', () => {
  it.each(['Łukasz Dvořák', 'Ayşe Şahin', 'Σωκράτης Παππάς', '李小龍', 'Mia 🎉 Meier'])(
    'for %s: QR code, holder, festival, price paid and order number',
    async (holderName) => {
      const ticket = ticketFor(holderName);
      const bytes = await render([ticket]);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(await qrCodesIn(bytes)).toEqual({ pages: 1, codes: [ticket.entryCredential] });
      const [page = ''] = await pageTexts(bytes);
      expect(page).toContain(holderName);
      expect(page).toContain('Osthafen Festival');
      expect(page).toContain('13–16 August 2025 · Osthafen, Berlin');
      expect(page).toContain('Price paid: €173.40');
      expect(page).toContain('Order: A1B2C3D4');
      expect(page).toContain(ticket.entryCode.replace(/(.{4})(?=.)/g, '$1 '));
      expect(page).not.toContain('Add to your app account');
    },
  );

  it('has one page per ticket and the claim box only on the ticket with a claim code', async () => {
    const claimed = ticketFor('Mia Meier', 'CLAIM2345678');
    const owned = ticketFor('Jonas Weber');
    const bytes = await render([claimed, owned], 'de');
    const { pages, codes } = await qrCodesIn(bytes);
    expect(pages).toBe(2);
    expect(codes.sort()).toEqual([claimed.entryCredential, owned.entryCredential].sort());
    const [first = '', second = ''] = await pageTexts(bytes);
    expect(first).toContain('Add to your app account with this code: CLAIM2345678');
    expect(first).toContain('13.–16. August 2025');
    expect(first).toContain('173,40 €');
    expect(second).toContain('Jonas Weber');
    expect(second).not.toContain('CLAIM2345678');
  });

  it('draws a character no font has as "?" instead of failing', async () => {
    const bytes = await render([ticketFor('Ada \u{10FFFD} Lovelace')]);
    const [page = ''] = await pageTexts(bytes);
    expect(page).toContain('Ada ? Lovelace');
  });

  it('wraps a long name onto more lines within the page margins', async () => {
    const long = 'Maximiliane Alexandra Konstantina von und zu Hohenlohe-Schillingsfürst';
    const bytes = await render([ticketFor(long)]);
    const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [item] : [],
    );
    const lines = items.filter((item) => long.includes(item.str.trim()));
    expect(lines.map((item) => item.str.trim()).join(' ')).toBe(long);
    expect(lines.length).toBeGreaterThan(1);
    for (const item of items) expect(item.transform[4] + item.width).toBeLessThanOrEqual(298 - 22);
  });
});
