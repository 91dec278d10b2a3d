import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TICKET_QR_ERROR_CORRECTION, ticketQrPayload } from '../../src/api/contract/tickets';
import { scannableMaskPattern } from '../../src/lib/scannable-qr';

export interface PdfTicket {
  uid: string;
  code: string;
  ownerName: string;
  year: number;
  priceCents: number;
  productName: string | null;
}

export interface TicketsPdfTexts {
  title: string;
  holder: string;
  code: string;
  price: string;
  order: string;
  hint: string;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
// Helvetica's WinAnsi encoding has no narrow no-break space; pdf-lib would throw on it.
const pdfSafe = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** One A6 page per ticket: its name, holder, code and a QR code of the code (ticketQrPayload). */
export async function renderTicketsPdf(
  orderUid: string,
  tickets: readonly PdfTicket[],
  texts: TicketsPdfTexts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${texts.title} ${orderUid}`);
  pdf.setCreator('Festival');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const ticket of tickets) {
    const page = pdf.addPage([298, 420]);
    const { width, height } = page.getSize();
    // The same mask as the app's QR code; choosing it takes ~25 ms, so other requests go first.
    await nextTurn();
    const payload = ticketQrPayload(ticket);
    const qr = await QRCode.toBuffer(payload, {
      type: 'png',
      errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION,
      maskPattern: scannableMaskPattern(payload, TICKET_QR_ERROR_CORRECTION),
      margin: 2,
      width: 480,
    });
    const image = await pdf.embedPng(qr);
    const size = 200;
    page.drawImage(image, {
      x: (width - size) / 2,
      y: height - 60 - size,
      width: size,
      height: size,
    });
    const text = (value: string, y: number, options: { size?: number; bold?: boolean } = {}) =>
      page.drawText(pdfSafe(value), {
        x: 24,
        y,
        size: options.size ?? 11,
        font: options.bold ? bold : regular,
        color: rgb(0.1, 0.1, 0.1),
        maxWidth: width - 48,
      });
    text(`${texts.title} ${ticket.year}`, height - 36, { size: 16, bold: true });
    text(ticket.productName ?? texts.title, height - 285, { size: 14, bold: true });
    text(`${texts.holder}: ${ticket.ownerName}`, height - 308);
    text(`${texts.code}: ${ticket.code}`, height - 328, { bold: true });
    text(`${texts.price}: ${euro.format(ticket.priceCents / 100)}`, height - 348);
    text(`${texts.order}: ${orderUid}`, height - 368, { size: 7 });
    text(texts.hint, height - 390, { size: 8 });
  }
  return pdf.save();
}
