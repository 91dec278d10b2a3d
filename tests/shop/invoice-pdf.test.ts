import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OrderItemRow, OrderRow } from '../../server/modules/orders/queries';
import {
  documentTotals,
  type InvoiceDocument,
  invoiceLinesOf,
} from '../../server/modules/invoices/invoice-document';
import { lineTextsIn } from '../../server/modules/invoices/invoice-texts';
import { renderInvoice } from '../../server/modules/invoices/render';

const order = {
  discountCents: 0,
  voucherCodes: [],
  serviceFeeCents: 6_000,
  paymentCostsCents: 0,
} as unknown as OrderRow;
const items = Array.from({ length: 60 }, (_, index) => ({
  name: `Workshop ${index + 1}: ${'very long title '.repeat(index % 3 === 0 ? 6 : 1)}`,
  quantity: 1,
  unitPriceCents: 1_000 + index,
  totalCents: 1_000 + index,
})) as unknown as OrderItemRow[];

describe('invoice PDF', () => {
  it('flows a long invoice onto more pages and writes any script in names', async () => {
    const lines = invoiceLinesOf(order, items, lineTextsIn('en'));
    const document: InvoiceDocument = {
      kind: 'invoice',
      number: 'RE-2026-000042',
      issuedOn: '2026-11-27',
      language: 'en',
      orderNumber: 'C0FFEE12',
      seller: { name: 'Festival Events GmbH', attention: null, addressLines: [], vatId: null },
      buyer: {
        name: '株式会社フェスティバル',
        attention: 'Łukasz Dvořák',
        addressLines: ['1-2-3 Shibuya', '150-0002 Tokyo', 'Japan'],
        vatId: null,
      },
      servicePeriod: null,
      lines,
      vatPercent: 19,
      totals: documentTotals(lines),
      currency: 'EUR',
      cancels: null,
    };
    const proxy = await getDocumentProxy(await renderInvoice(document));
    expect(proxy.numPages).toBeGreaterThan(1);
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain('株式会社フェスティバル');
    expect(text).toContain('Attn. Łukasz Dvořák');
    expect(text).toContain('Workshop 60');
    // 60 lines of 10.00–10.59 (617.70) and a 60.00 service fee: 677.70 gross.
    expect(document.totals.grossCents).toBe(67_770);
    expect(text).toContain('€677.70');
    expect(text).not.toContain('VAT ID:');
  });

  it('says TEST MODE on an invoice issued while no money was taken, in its language', async () => {
    const lines = invoiceLinesOf(order, items.slice(0, 1), lineTextsIn('de'));
    const document: InvoiceDocument = {
      kind: 'invoice',
      number: 'RE-2026-000043',
      issuedOn: '2026-11-27',
      language: 'de',
      orderNumber: 'C0FFEE13',
      seller: { name: 'Festival Events GmbH', attention: null, addressLines: [], vatId: null },
      buyer: { name: 'Mia Meier', attention: null, addressLines: [], vatId: null },
      servicePeriod: null,
      lines,
      vatPercent: 19,
      totals: documentTotals(lines),
      currency: 'EUR',
      cancels: null,
      testMode: true,
    };
    const read = async (doc: InvoiceDocument) =>
      (await extractText(await getDocumentProxy(await renderInvoice(doc)), { mergePages: true }))
        .text;
    const text = await read(document);
    expect(text).toContain('TESTMODUS · Rechnung');
    expect(text).toContain('Dies ist keine gültige Rechnung.');
    const { testMode: _, ...real } = document;
    expect(await read(real)).not.toContain('TESTMODUS');
  });
});
