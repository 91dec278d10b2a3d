import type { Signer } from '../../payments/secret';

/** Links a buyer opens without a login header: signed, so only the order's holder has them. */
export function createOrderLinks(signer: Signer) {
  const downloadText = (orderUid: string) => `tickets-pdf|${orderUid}`;
  return {
    download: (orderUid: string) =>
      `/api/order/${orderUid}/tickets.pdf?t=${signer.sign(downloadText(orderUid), 'base64url')}`,
    checkDownload: (orderUid: string, token: string | undefined) =>
      signer.verify(downloadText(orderUid), token, 'base64url'),
  };
}
export type OrderLinks = ReturnType<typeof createOrderLinks>;

/** The app's after-payment page (spec §2) for an order in `state`. */
export function donePath(state: string, orderUid: string, email: string): string {
  const query = new URLSearchParams({ order_state: state, order_id: orderUid, email });
  return `/payment/done?${query.toString()}`;
}
