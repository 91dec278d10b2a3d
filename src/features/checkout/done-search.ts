import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';

const text = (maxLength: number) => optionalParam(z.string().check(z.maxLength(maxLength)));

/** Search params of /payment/done (spec §2): order_state, optional email and order_id. */
export const doneSearchSchema = z.object({
  order_state: text(40),
  email: text(254),
  order_id: text(64),
});
export type DoneSearch = z.output<typeof doneSearchSchema>;

/**
 * Search params of /checkout/payment/pay: `l` is the payment link (spec §2); `held_until` the
 * ISO time until which the order holds its tickets.
 */
export const paySearchSchema = z.object({
  l: text(2000),
  email: text(254),
  order_id: text(64),
  held_until: text(40),
});
export type PaySearch = z.output<typeof paySearchSchema>;

/** Spec §4: the done page reads completed, pending, or anything else as a problem. */
export type DoneKind = 'completed' | 'pending' | 'problem';
export const doneKind = (state: string | undefined): DoneKind =>
  state === 'completed' || state === 'pending' ? state : 'problem';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Followed as payment links: our own app paths and API pages, a provider's https page, and
 * plain http only on this device's loopback (a local stand-in of the provider in tests).
 */
export const isSafePaymentLink = (link: string, origin: string): boolean => {
  try {
    const url = new URL(link, origin);
    return (
      url.origin === origin ||
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
    );
  } catch {
    return false;
  }
};
