import { z } from 'zod';
import { API_MESSAGES, ONE_LINE } from './common';

/**
 * Invoices (issue #38): the optional "buying as a company" part of checkout, and the invoices an
 * order lists. The invoice itself is a PDF the server renders from what it stored.
 */

export const INVOICE_MESSAGES = {
  companyNameRequired: 'Please enter the company name.',
  companyNameTooLong: 'The company name must be at most 120 characters.',
  vatIdInvalid:
    'A VAT ID starts with a two-letter country code followed by 2 to 13 letters or digits, e.g. DE123456789.',
  invoiceAddressRequired: 'Please fill in the invoice address.',
  invoiceLinkInvalid: 'This invoice link is not valid.',
} as const;
const M = INVOICE_MESSAGES;

export const COMPANY_NAME_MAX = 120;

/** Spaces, dots and dashes people type into a VAT ID are dropped; letters upper-cased. */
export const normaliseVatId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** Loose format: a two-letter country prefix and 2–13 letters or digits (no check digits). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

const requiredLine = (max: number) =>
  z
    .string({ error: M.invoiceAddressRequired })
    .trim()
    .min(1, M.invoiceAddressRequired)
    .max(max, M.invoiceAddressRequired)
    .regex(ONE_LINE, API_MESSAGES.lineBreak);

/** An invoice address other than the buyer's own. */
export const invoiceAddress = z.object({
  street: requiredLine(120),
  postalCode: requiredLine(16),
  city: requiredLine(80),
  country: z
    .string({ error: M.invoiceAddressRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.invoiceAddressRequired),
});
export type InvoiceAddress = z.infer<typeof invoiceAddress>;

/**
 * The company a buyer buys for. `address` null: the invoice goes to the buyer's own address.
 * `vatId` is optional (tickets are taxed where the festival takes place, so no reverse charge).
 */
export const companyDetails = z.object({
  name: z
    .string({ error: M.companyNameRequired })
    .trim()
    .min(1, M.companyNameRequired)
    .max(COMPANY_NAME_MAX, M.companyNameTooLong)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  vatId: z
    .string()
    .max(40, M.vatIdInvalid)
    .transform(normaliseVatId)
    .refine((value) => value === '' || VAT_ID_PATTERN.test(value), M.vatIdInvalid)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null),
  address: invoiceAddress.nullish().transform((value) => value ?? null),
});
export type CompanyDetails = z.infer<typeof companyDetails>;
export type CompanyDetailsInput = z.input<typeof companyDetails>;

export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice of an order as My Orders lists it; `link` is signed and needs no login. */
export const orderInvoiceDto = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  link: z.string(),
});
export type OrderInvoiceDto = z.infer<typeof orderInvoiceDto>;

export const invoiceUidParams = z.object({ invoiceUid: z.string().trim().min(1).max(64) });
