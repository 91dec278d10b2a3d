import { type Color, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { InvoiceDocument, InvoiceParty } from '../modules/invoices/invoice-document';
import { type DocumentFonts, fontsFor } from './pdf-fonts';
import { formatFestivalDates, formatPrice } from './pdf-formats';
import { drawRuns, widthOf, wrapRuns } from './pdf-text';

/** The fixed words of an invoice in its language. */
export interface InvoiceTexts {
  title: string;
  seller: string;
  buyer: string;
  attention: (name: string) => string;
  vatId: (vatId: string) => string;
  number: string;
  date: string;
  order: string;
  servicePeriod: string;
  cancels: (number: string, date: string) => string;
  columns: { description: string; net: string; vat: string; gross: string };
  unitPrice: (quantity: number, price: string) => string;
  totals: { net: string; vat: string; gross: string };
  closing: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const MUTED = rgb(0.4, 0.4, 0.4);
const INK = rgb(0.1, 0.1, 0.1);
const LEADING = 1.35;
const AMOUNT_WIDTH = 78;

interface Cursor {
  page: PDFPage;
  y: number;
}

/** Writes invoice text top-down; numbers right-aligned in the amount columns; pages as needed. */
function writer(pdf: PDFDocument, fonts: DocumentFonts) {
  const cursor: Cursor = { page: pdf.addPage(A4), y: A4[1] - MARGIN };
  const right = A4[0] - MARGIN;
  const fontOf = (bold: boolean | undefined) => (bold ? fonts.bold : fonts.regular);
  const ensure = (height: number) => {
    if (cursor.y - height >= MARGIN) return;
    cursor.page = pdf.addPage(A4);
    cursor.y = A4[1] - MARGIN;
  };
  return {
    cursor,
    /** Text wrapped into [x, x + width], returning its height; the cursor moves down. */
    async text(
      text: string,
      options: { size: number; bold?: boolean; color?: Color; x?: number; width?: number },
    ) {
      const x = options.x ?? MARGIN;
      const width = options.width ?? right - x;
      const lines = wrapRuns(await fontOf(options.bold).runsOf(text), options.size, width);
      ensure(lines.length * options.size * LEADING);
      for (const line of lines) {
        drawRuns(cursor.page, line, {
          x,
          y: cursor.y - options.size,
          size: options.size,
          color: options.color ?? INK,
        });
        cursor.y -= options.size * LEADING;
      }
    },
    /** One row: a wrapped description on the left and right-aligned cells ending at `right`. */
    async row(
      description: string[],
      cells: string[],
      options: { size: number; bold?: boolean; color?: Color },
    ) {
      const font = fontOf(options.bold);
      const descriptionWidth = right - MARGIN - cells.length * AMOUNT_WIDTH - 8;
      const lines = (
        await Promise.all(
          description.map(async (part) =>
            wrapRuns(await font.runsOf(part), options.size, descriptionWidth),
          ),
        )
      ).flat();
      const height = Math.max(1, lines.length) * options.size * LEADING;
      ensure(height);
      const baseline = cursor.y - options.size;
      lines.forEach((line, index) =>
        drawRuns(cursor.page, line, {
          x: MARGIN,
          y: baseline - index * options.size * LEADING,
          size: options.size,
          color: index === 0 ? (options.color ?? INK) : MUTED,
        }),
      );
      for (const [index, cell] of cells.entries()) {
        const runs = await font.runsOf(cell);
        const cellRight = right - (cells.length - 1 - index) * AMOUNT_WIDTH;
        drawRuns(cursor.page, runs, {
          x: cellRight - widthOf(runs, options.size),
          y: baseline,
          size: options.size,
          color: options.color ?? INK,
        });
      }
      cursor.y -= height;
    },
    rule() {
      cursor.y -= 3;
      cursor.page.drawLine({
        start: { x: MARGIN, y: cursor.y },
        end: { x: right, y: cursor.y },
        thickness: 0.5,
        color: MUTED,
      });
      cursor.y -= 5;
    },
    gap(points: number) {
      cursor.y -= points;
    },
  };
}

type Writer = ReturnType<typeof writer>;

async function writeParty(out: Writer, heading: string, party: InvoiceParty, texts: InvoiceTexts) {
  await out.text(heading, { size: 8, color: MUTED });
  await out.text(party.name, { size: 10.5, bold: true });
  if (party.attention) await out.text(texts.attention(party.attention), { size: 10 });
  for (const line of party.addressLines) await out.text(line, { size: 10 });
  if (party.vatId) await out.text(texts.vatId(party.vatId), { size: 10 });
}

/**
 * An invoice or cancellation invoice on A4 from its stored document: seller, buyer, number and
 * dates, one row per line with net, VAT and gross, and the totals. The document's dates are the
 * PDF's dates, so the same document always gives the same file.
 */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  texts: InvoiceTexts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(`${document.issuedOn}T12:00:00Z`);
  pdf.setTitle(`${texts.title} ${document.number}`);
  pdf.setAuthor(document.seller.name);
  pdf.setCreator(document.seller.name);
  pdf.setProducer(document.seller.name);
  pdf.setLanguage(document.language);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const out = writer(pdf, await fontsFor(pdf));
  const money = (cents: number) => formatPrice(cents, document.currency, document.language);
  const day = (isoDay: string) => formatFestivalDates(isoDay, isoDay, document.language) ?? isoDay;

  await writeParty(out, texts.seller, document.seller, texts);
  out.gap(18);
  await writeParty(out, texts.buyer, document.buyer, texts);
  out.gap(22);
  await out.text(`${texts.title} ${document.number}`, { size: 18, bold: true });
  out.gap(4);
  const facts = [
    `${texts.number}: ${document.number}`,
    `${texts.date}: ${day(document.issuedOn)}`,
    `${texts.order}: ${document.orderNumber}`,
    ...(document.servicePeriod
      ? [
          `${texts.servicePeriod}: ${formatFestivalDates(document.servicePeriod.firstDay, document.servicePeriod.lastDay, document.language) ?? ''}`,
        ]
      : []),
    ...(document.cancels
      ? [texts.cancels(document.cancels.number, day(document.cancels.issuedOn))]
      : []),
  ];
  for (const fact of facts) await out.text(fact, { size: 10 });
  out.gap(16);

  const { columns } = texts;
  await out.row([columns.description], [columns.net, columns.vat, columns.gross], {
    size: 9,
    bold: true,
  });
  out.rule();
  for (const line of document.lines) {
    const detail =
      line.quantity !== null && line.unitGrossCents !== null
        ? [texts.unitPrice(line.quantity, money(line.unitGrossCents))]
        : [];
    await out.row(
      [line.description, ...detail],
      [money(line.netCents), money(line.vatCents), money(line.grossCents)],
      { size: 9.5 },
    );
    out.gap(3);
  }
  out.rule();
  const { totals } = document;
  await out.row([texts.totals.net], [money(totals.netCents)], { size: 10 });
  await out.row([texts.totals.vat], [money(totals.vatCents)], { size: 10 });
  await out.row([texts.totals.gross], [money(totals.grossCents)], { size: 11, bold: true });
  out.gap(20);
  await out.text(texts.closing, { size: 10 });
  return pdf.save();
}
