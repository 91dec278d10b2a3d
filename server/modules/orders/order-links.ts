import type { Signer } from '../../payments/secret';

/** How long a checkout's sign-up may place its order. */
export const CHECKOUT_ACCOUNT_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Links a buyer or holder opens without a login header, and the secrets in them: signed, so only
 * who received them has them. Each kind signs its own prefix, so one never passes for another.
 */
export function createOrderLinks(signer: Signer) {
  const token = (text: string) => signer.sign(text, 'base64url');
  const check = (text: string, given: string | undefined) =>
    signer.verify(text, given, 'base64url');
  return {
    download: (orderUid: string) =>
      `/api/order/${orderUid}/tickets.pdf?t=${token(`tickets-pdf|${orderUid}`)}`,
    checkDownload: (orderUid: string, given: string | undefined) =>
      check(`tickets-pdf|${orderUid}`, given),

    /** An invoice or cancellation invoice as PDF, for the order's buyer (My Orders). */
    invoice: (invoiceUid: string) =>
      `/api/invoice/${invoiceUid}/invoice.pdf?t=${token(`invoice-pdf|${invoiceUid}`)}`,
    checkInvoice: (invoiceUid: string, given: string | undefined) =>
      check(`invoice-pdf|${invoiceUid}`, given),

    /** The app page that adds a guest order's tickets to the account of whoever opens it. */
    claim: (orderUid: string) => `/ticket/claim/${orderUid}?t=${token(`claim|${orderUid}`)}`,
    checkClaim: (orderUid: string, given: string) => check(`claim|${orderUid}`, given),

    /** One ticket's PDF for its holder; a new credential version voids the link. */
    ticketPdf: (ticketUid: string, version: number) =>
      `/api/ticket/${ticketUid}/ticket.pdf?v=${version}&t=${token(`ticket-pdf|${ticketUid}|${version}`)}`,
    checkTicketPdf: (ticketUid: string, version: number, given: string | undefined) =>
      check(`ticket-pdf|${ticketUid}|${version}`, given),

    /** The app page where a friend accepts a hand-over. */
    transfer: (transferId: string) =>
      `/ticket/accept/${transferId}?t=${token(`transfer|${transferId}`)}`,
    checkTransfer: (transferId: string, given: string) => check(`transfer|${transferId}`, given),

    /** Lets the order placed in the same checkout as a sign-up join the new account. */
    checkoutAccount: (userId: number, now = Date.now()) => {
      const expires = now + CHECKOUT_ACCOUNT_TTL_MS;
      return `${userId}.${expires}.${token(`checkout|${userId}|${expires}`)}`;
    },
    /** The account of a valid, unexpired checkout token, else null. */
    checkCheckoutAccount: (given: string, now = Date.now()): number | null => {
      const [userId, expires, signature] = given.split('.');
      const id = Number(userId);
      const until = Number(expires);
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(until) || until <= now) return null;
      return check(`checkout|${id}|${until}`, signature) ? id : null;
    },
  };
}
export type OrderLinks = ReturnType<typeof createOrderLinks>;

/** The app's after-payment page (spec §2) for an order in `state`. */
export function donePath(state: string, orderUid: string, email: string): string {
  const query = new URLSearchParams({ order_state: state, order_id: orderUid, email });
  return `/payment/done?${query.toString()}`;
}
