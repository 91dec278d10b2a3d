import type { InvoiceKind } from '../../../src/api/contract/invoices';
import type { OrderItemRow, OrderRow } from '../orders/queries';
import { type LineAmounts, splitLines, totalOf } from './invoice-amounts';

export type InvoiceLanguage = 'de' | 'en';

/** Seller or buyer as printed: name, address lines (country written out), VAT ID. */
export interface InvoiceParty {
  name: string;
  /** For a company: the person who ordered ("Attn."). */
  attention: string | null;
  addressLines: string[];
  vatId: string | null;
}

/** The seller from the settings (IMPRINT_NAME, IMPRINT_ADDRESS, IMPRINT_VAT_ID). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  vatId: string | null;
  /** The sandbox or the demo is running: the invoice says TEST MODE (payments.testMode). */
  testMode?: boolean;
}

export type InvoiceLineKind = 'ticket' | 'vouchers' | 'serviceFee' | 'paymentCosts' | 'refund';

export interface InvoiceLine extends LineAmounts {
  kind: InvoiceLineKind;
  /** Written out in the invoice's language when it was issued. */
  description: string;
  quantity: number | null;
  unitGrossCents: number | null;
}

/**
 * Everything an invoice says, stored when it is issued so every later download renders the same
 * document. Amounts in cents (gross includes VAT); a cancellation's are negative.
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** The issue day in Berlin, yyyy-mm-dd. */
  issuedOn: string;
  language: InvoiceLanguage;
  orderNumber: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The festival's days the tickets are for (the time of supply), when known. */
  servicePeriod: { firstDay: string; lastDay: string } | null;
  lines: InvoiceLine[];
  vatPercent: number;
  totals: LineAmounts;
  currency: string;
  /** What a cancellation invoice cancels. */
  cancels: { number: string; issuedOn: string } | null;
  /** Issued while no money was taken (sandbox or demo): says TEST MODE for good. */
  testMode?: boolean;
}

/** Line descriptions in the invoice's language. */
export interface LineTexts {
  vouchers: (codes: string) => string;
  serviceFee: string;
  paymentCosts: string;
  refund: (invoiceNumber: string) => string;
}

type LineDraft = Omit<InvoiceLine, keyof LineAmounts> & { gross: number };

/** A line without quantity (vouchers, fees), only when it is charged. */
const charge = (kind: InvoiceLineKind, description: string, gross: number): LineDraft[] =>
  gross === 0 ? [] : [{ kind, description, quantity: null, unitGrossCents: null, gross }];

/** The bill's lines: tickets, vouchers (negative), service fee and payment costs when charged. */
export function invoiceLinesOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  texts: LineTexts,
): InvoiceLine[] {
  const lines: LineDraft[] = [
    ...items.map((item) => ({
      kind: 'ticket' as const,
      description: item.name,
      quantity: item.quantity,
      unitGrossCents: item.unitPriceCents,
      gross: item.totalCents,
    })),
    ...charge('vouchers', texts.vouchers(order.voucherCodes.join(', ')), -order.discountCents),
    ...charge('serviceFee', texts.serviceFee, order.serviceFeeCents),
    ...charge('paymentCosts', texts.paymentCosts, order.paymentCostsCents),
  ];
  const amounts = splitLines(lines.map((line) => line.gross));
  return lines.map(({ gross: _gross, ...line }, index) => ({ ...line, ...amounts[index]! }));
}

/**
 * A cancellation's lines: the whole invoice mirrored when the refund gives back all of it,
 * otherwise one line for the refunded amount.
 */
export function cancellationLinesOf(
  original: InvoiceDocument,
  refundCents: number,
  texts: LineTexts,
): InvoiceLine[] {
  if (refundCents === original.totals.grossCents) {
    return original.lines.map((line) => ({
      ...line,
      unitGrossCents: line.unitGrossCents === null ? null : -line.unitGrossCents,
      netCents: -line.netCents,
      vatCents: -line.vatCents,
      grossCents: -line.grossCents,
    }));
  }
  const [amounts] = splitLines([-refundCents]);
  return [
    {
      kind: 'refund',
      description: texts.refund(original.number),
      quantity: null,
      unitGrossCents: null,
      ...amounts!,
    },
  ];
}

export const documentTotals = (lines: readonly InvoiceLine[]): LineAmounts => totalOf(lines);
