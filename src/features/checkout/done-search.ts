import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';

const text = (maxLength: number) => optionalParam(z.string().check(z.maxLength(maxLength)));

/**
 * Search params of /payment/done (spec §2): order_state, optional email and order_id; when placing
 * was refused, `reason` is the server's code (`shop.soldOut`) and `reason_params` its parameters
 * as JSON, so the page names the reason in the reader's language, also after a reload.
 */
export const doneSearchSchema = z.object({
  order_state: text(40),
  email: text(254),
  order_id: text(64),
  reason: text(64),
  reason_params: text(300),
});
export type DoneSearch = z.output<typeof doneSearchSchema>;

type ReasonParams = Record<string, string | number>;

/** The done page's search for a refused order: the state, and the reason when the server gave one. */
export const refusedSearch = (
  server: { code: string; params?: ReasonParams } | null,
): DoneSearch => ({
  order_state: 'error',
  ...(server && { reason: server.code }),
  ...(server?.params && { reason_params: JSON.stringify(server.params) }),
});

/** The reason of a refused order from the search, or null; foreign params are dropped. */
export const refusalReason = (
  search: DoneSearch,
): { code: string; params: ReasonParams } | null => {
  if (!search.reason) return null;
  const params: ReasonParams = {};
  try {
    const parsed: unknown = JSON.parse(search.reason_params ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
    }
  } catch {
    // A hand-edited link: the reason still shows, without its parameters.
  }
  return { code: search.reason, params };
};

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
