import { z } from 'zod';

/**
 * Who runs this festival app, for the imprint, the privacy page and the accessibility statement
 * (/u/imprint, /u/privacy, /u/accessibility).
 */
export const operatorDetails = z.object({
  name: z.string(),
  /** Postal address, one line each. */
  addressLines: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Who may represent the operator (managing director, board). */
  representative: z.string().nullable(),
  /** Commercial or association register and number. */
  register: z.string().nullable(),
  vatId: z.string().nullable(),
});
export type OperatorDetails = z.infer<typeof operatorDetails>;

/** GET /api/legal: null `operator` when the deployment has not named one yet (IMPRINT_NAME). */
export const legalNotice = z.object({
  operator: operatorDetails.nullable(),
  /** Where to write about personal data (PRIVACY_CONTACT, else the operator's e-mail). */
  privacyContact: z.string().nullable(),
  /** Where to report accessibility barriers (ACCESSIBILITY_CONTACT, else the operator's e-mail). */
  accessibilityContact: z.string().nullable(),
});
export type LegalNotice = z.infer<typeof legalNotice>;
