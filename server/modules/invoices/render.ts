import { renderInvoicePdf } from '../../pdf/invoice-pdf';
import type { InvoiceDocument } from './invoice-document';
import type { InvoiceRow } from './issue';
import { invoiceT } from './invoice-texts';

/** The invoice's PDF in its own language, from what was stored when it was issued. */
export function renderInvoice(document: InvoiceDocument): Promise<Uint8Array> {
  const t = invoiceT(document.language);
  const percent = document.vatPercent;
  return renderInvoicePdf(document, {
    title: document.testMode
      ? `${t('testMode')} · ${t(`title.${document.kind}`)}`
      : t(`title.${document.kind}`),
    seller: t('seller'),
    buyer: t('buyer'),
    attention: (name) => t('attention', { name }),
    vatId: (vatId) => t('vatId', { vatId }),
    number: t('number'),
    date: t('date'),
    order: t('order'),
    servicePeriod: t('servicePeriod'),
    cancels: (number, date) => t('cancels', { number, date }),
    columns: {
      description: t('columns.description'),
      net: t('columns.net'),
      vat: t('columns.vat', { percent }),
      gross: t('columns.gross'),
    },
    unitPrice: (quantity, price) => t('unitPrice', { quantity, price }),
    totals: {
      net: t('totals.net'),
      vat: t('totals.vat', { percent }),
      gross: t('totals.gross'),
    },
    closing: document.testMode
      ? t('testModeClosing')
      : t(document.kind === 'invoice' ? 'paid' : 'refunded'),
  });
}

/** The file name a downloaded or attached invoice gets. */
export const invoiceFilename = (document: InvoiceDocument): string =>
  invoiceT(document.language)('filename', { number: document.number });

/** The invoice as an e-mail attachment. */
export const invoiceAttachment = async (invoice: Pick<InvoiceRow, 'document'>) => ({
  filename: invoiceFilename(invoice.document),
  content: Buffer.from(await renderInvoice(invoice.document)),
  contentType: 'application/pdf',
});
