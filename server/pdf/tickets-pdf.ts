import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatTicketCode, TICKET_QR_ERROR_CORRECTION } from '../../src/api/contract/tickets';
import { scannableMaskPattern } from '../../src/lib/scannable-qr';
import { type DocumentFonts, fontsFor } from './pdf-fonts';
import { formatFestivalDates, formatPrice, type PdfLanguage } from './pdf-formats';
import { textColumn } from './pdf-text';

export interface PdfTicket {
  uid: string;
  /** What the QR code holds, drawn as given. */
  entryCredential: string;
  entryCode: string;
  /** Only for a ticket nobody's account owns yet. */
  claimCode: string | null;
  holderName: string;
  productName: string | null;
  year: number;
  pricePaidCents: number;
  currency: string;
}

/** Days as ISO dates (yyyy-mm-dd, Berlin). */
export interface PdfFestival {
  name: string;
  place: string;
  firstDay: string | null;
  lastDay: string | null;
}

export interface TicketsPdfTexts {
  /** The document's title and the ticket's name when its product is gone. */
  title: string;
  holder: string;
  paid: string;
  order: string;
  hint: string;
  claim: (code: string) => string;
}

export interface TicketsPdfInput {
  orderNumber: string;
  tickets: readonly PdfTicket[];
  festival: PdfFestival;
  language: PdfLanguage;
  texts: TicketsPdfTexts;
}

const A6: [number, number] = [298, 420];
const MARGIN = 22;
const GAP = 6;
const PADDING = 7;
const MUTED = rgb(0.4, 0.4, 0.4);
const QR_MAX = 170;
const QR_MIN = 110;

async function qrPng(payload: string): Promise<Buffer> {
  // Choosing a mask checks the code at many sizes (~0.2 s); let waiting requests go first.
  await nextTurn();
  return QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION,
    maskPattern: scannableMaskPattern(payload, TICKET_QR_ERROR_CORRECTION),
    margin: 4,
    scale: 10,
  });
}

async function addTicketPage(
  pdf: PDFDocument,
  fonts: DocumentFonts,
  ticket: PdfTicket,
  { orderNumber, festival, language, texts }: TicketsPdfInput,
): Promise<void> {
  const page = pdf.addPage(A6);
  const text = textColumn(page, fonts, page.getHeight() - MARGIN, MARGIN);
  const dates = formatFestivalDates(festival.firstDay, festival.lastDay, language);
  await text.write(festival.name, { size: 15, bold: true });
  const edition = [dates ?? String(ticket.year), festival.place].filter(Boolean).join(' · ');
  await text.write(edition, { size: 9, color: MUTED });
  text.y -= 8;
  await text.write(ticket.productName ?? texts.title, { size: 13, bold: true });
  await text.write(texts.holder, { size: 8, color: MUTED });
  await text.write(ticket.holderName, { size: 12 });
  const price = formatPrice(ticket.pricePaidCents, ticket.currency, language);
  await text.write(`${texts.paid}: ${price}`, { size: 9 });
  await text.write(`${texts.order}: ${orderNumber}`, { size: 9 });

  const code = await text.layout(formatTicketCode(ticket.entryCode), {
    size: 14,
    bold: true,
    centred: true,
  });
  const hint = await text.layout(texts.hint, { size: 9, centred: true });
  const claim = ticket.claimCode
    ? await text.layout(texts.claim(ticket.claimCode), { size: 8.5 })
    : null;
  const below = code.height + hint.height + (claim ? GAP + claim.height + 2 * PADDING : 0);
  const qrSize = Math.max(QR_MIN, Math.min(QR_MAX, text.y - 2 * GAP - below - MARGIN));
  const image = await pdf.embedPng(await qrPng(ticket.entryCredential));
  text.y -= GAP + qrSize;
  page.drawImage(image, {
    x: (page.getWidth() - qrSize) / 2,
    y: text.y,
    width: qrSize,
    height: qrSize,
  });
  text.y -= GAP;
  text.draw(code);
  text.draw(hint);
  if (!claim) return;
  const boxTop = text.y - GAP;
  text.y = boxTop - PADDING;
  text.draw(claim);
  page.drawRectangle({
    x: MARGIN - PADDING,
    y: text.y - PADDING,
    width: text.width + 2 * PADDING,
    height: boxTop - text.y + PADDING,
    borderColor: MUTED,
    borderWidth: 0.75,
  });
}

/** One A6 page per ticket: festival, ticket, holder, price paid, QR code and entry code. */
export async function renderTicketsPdf(input: TicketsPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.texts.title} ${input.orderNumber}`);
  pdf.setCreator(input.festival.name);
  pdf.setLanguage(input.language);
  const fonts = await fontsFor(pdf);
  for (const ticket of input.tickets) await addTicketPage(pdf, fonts, ticket, input);
  return pdf.save();
}
