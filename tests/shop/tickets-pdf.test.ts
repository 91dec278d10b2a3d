import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderTicketsPdf } from '../../server/pdf/tickets-pdf';

// @zxing/library exposes few named exports to Node ESM (PLATFORM.md).
const require = createRequire(import.meta.url);
const zxing = require('@zxing/library') as {
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => unknown;
  BinaryBitmap: new (binarizer: unknown) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  QRCodeReader: new () => { decode(bitmap: unknown): { getText(): string } };
};

/** Decodes every embedded RGB image of the PDF as a QR code, in page order. */
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

describe('tickets PDF', () => {
  it('has one page per ticket whose QR code reads back as the ticket code', async () => {
    const tickets = ['ABCDEFGHJKMN', 'ZZ23456789QR'].map((code, i) => ({
      uid: `t${i}`,
      code,
      ownerName: 'Mia Meier',
      year: 2025,
      priceCents: 18_900,
      productName: 'Festival Pass',
    }));
    const bytes = await renderTicketsPdf('order-1', tickets, {
      title: 'Festival ticket',
      holder: 'Ticket holder',
      code: 'Code',
      price: 'Price',
      order: 'Order',
      hint: 'Show this QR code at the entrance.',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, codes } = await qrCodesIn(bytes);
    expect(pages).toBe(2);
    expect(codes.sort()).toEqual(['ABCDEFGHJKMN', 'ZZ23456789QR']);
  });
});
