/**
 * The seam between orders and whoever takes the money. A provider opens a payment for an order
 * (giving the link the buyer pays at) and later confirms the outcome through a signed callback,
 * which `verifyCallback` checks before the order is touched.
 */

export const PAYMENT_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PaymentRequest {
  orderUid: string;
  /** Gross cents to charge. */
  amount: number;
  currency: string;
  email: string;
}

export interface PaymentSession {
  /** The provider's id of this payment, kept with the order. */
  reference: string;
  /** Where the buyer pays (absolute or relative to our origin). */
  link: string;
}

/** What a provider reports about a payment. */
export interface PaymentEvent {
  orderUid: string;
  reference: string;
  outcome: PaymentOutcome;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** The event when `signature` is the provider's signature of it, else null. */
  verifyCallback(event: PaymentEvent, signature: string | undefined): PaymentEvent | null;
}
