import { z } from 'zod';

/** Search params of /payment/done (spec §2): order_state, optional email and order_id. */
export const doneSearchSchema = z.object({
  order_state: z.string().max(40).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
  order_id: z.string().max(64).optional().catch(undefined),
});
export type DoneSearch = z.infer<typeof doneSearchSchema>;

/** Search params of /checkout/payment/pay: `l` is the payment link (spec §2). */
export const paySearchSchema = z.object({
  l: z.string().max(2000).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
  order_id: z.string().max(64).optional().catch(undefined),
});
export type PaySearch = z.infer<typeof paySearchSchema>;

/** Spec §4: the done page reads completed, pending, or anything else as a problem. */
export type DoneKind = 'completed' | 'pending' | 'problem';
export const doneKind = (state: string | undefined): DoneKind =>
  state === 'completed' || state === 'pending' ? state : 'problem';

/** Only our own app paths and same-origin API pages are followed as payment links. */
export const isSafePaymentLink = (link: string, origin: string): boolean => {
  try {
    const url = new URL(link, origin);
    return url.origin === origin || url.protocol === 'https:';
  } catch {
    return false;
  }
};
