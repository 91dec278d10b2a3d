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

/** Money back to the buyer for (part of) a paid order. */
export interface RefundRequest {
  orderUid: string;
  /** The payment's `reference` (PaymentSession) the money came with. */
  reference: string;
  /** Cents to give back, at most what is still unrefunded. */
  amount: number;
  currency: string;
  /** Our refund's uid: the provider makes one refund of any number of calls with it. */
  idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's id of the refund. */
  reference: string;
  /** 'pending' when the provider confirms later (a bank transfer back, for one). */
  status: 'succeeded' | 'pending';
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Gives money back; throws when the provider refuses (nothing was refunded then). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The event when `signature` is the provider's signature of it, else null. */
  verifyCallback(event: PaymentEvent, signature: string | undefined): PaymentEvent | null;
}
