import Stripe from 'stripe';
import type { Config } from '../config';
import type { PaymentEvent, PaymentOutcome, PaymentProvider } from './provider';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Stripe keeps a Checkout Session open at least 30 minutes and at most 24 hours. */
const MIN_SESSION_MS = 30 * 60_000;
const MAX_SESSION_MS = 23 * 60 * 60_000;

/** Where Stripe sends the buyer back; the server settles from the session, then shows done. */
export const stripeReturnPath = (orderUid: string) => `/api/payment/stripe/return/${orderUid}`;

export type StripeSettings = NonNullable<Config['stripe']>;

/** What a verified webhook asks of us. */
export type StripeNotice =
  | { kind: 'settle'; event: PaymentEvent }
  /** Paid later (SEPA debit, Klarna): `async_payment_succeeded` or `_failed` follows. */
  | { kind: 'waiting'; orderUid: string }
  /** A refund that was pending (a debit paid back later) has an outcome now. */
  | { kind: 'refund'; reference: string; outcome: 'succeeded' | 'failed' }
  | { kind: 'ignored'; type: string };

const orderUidOf = (session: Stripe.Checkout.Session) =>
  session.client_reference_id ?? session.metadata?.order_uid ?? null;

const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

/** The session as our payment event; null when it names no order of ours. */
function eventOf(session: Stripe.Checkout.Session, outcome: PaymentOutcome): PaymentEvent | null {
  const orderUid = orderUidOf(session);
  if (!orderUid) return null;
  return {
    orderUid,
    reference: session.id,
    outcome,
    // A session without an amount matches no order (settleOrder compares it).
    amount: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
  };
}

/**
 * Stripe Checkout behind the provider seam: one Checkout Session per order (its id is the
 * payment's reference), confirmed by webhooks whose raw body is checked with the endpoint's
 * signing secret, refunds against the session's PaymentIntent. Every POST carries an
 * idempotency key derived from our own ids, so a retry never charges or refunds twice.
 */
export function createStripeProvider(
  settings: StripeSettings,
  options: { publicUrl: string; holdMs: number },
) {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
  const sessionMs = Math.min(MAX_SESSION_MS, Math.max(MIN_SESSION_MS, options.holdMs));

  const provider: PaymentProvider & {
    parseWebhook(body: Buffer, signature: string | undefined): StripeNotice | null;
    paidSession(reference: string): Promise<PaymentEvent | null>;
  } = {
    name: 'stripe',
    async createPayment(request) {
      const back = `${options.publicUrl}${stripeReturnPath(request.orderUid)}`;
      const metadata = { order_uid: request.orderUid };
      // No payment_method_types: Stripe offers what the account has switched on (cards, SEPA
      // debit, Apple Pay, Google Pay, giropay, Klarna …) and the buyer's device supports.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: `Order ${request.orderUid.slice(0, 8).toUpperCase()}` },
              },
            },
          ],
          client_reference_id: request.orderUid,
          metadata,
          payment_intent_data: { metadata },
          customer_email: request.email,
          locale: 'auto',
          // {CHECKOUT_SESSION_ID} is filled in by Stripe, so it must stay unencoded.
          success_url: `${back}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}?session_id={CHECKOUT_SESSION_ID}&cancelled=1`,
          expires_at: Math.floor((Date.now() + sessionMs) / 1000),
        },
        { idempotencyKey: `checkout-${request.orderUid}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { reference: session.id, link: session.url };
    },

    async refund(request) {
      const session = await stripe.checkout.sessions.retrieve(request.reference);
      const paymentIntent = intentOf(session);
      if (!paymentIntent) throw new Error('The Checkout Session has no payment to refund');
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { order_uid: request.orderUid, refund_uid: request.idempotencyKey },
        },
        { idempotencyKey: `refund-${request.idempotencyKey}` },
      );
      if (refund.status === 'succeeded') return { reference: refund.id, status: 'succeeded' };
      if (refund.status === 'pending' || refund.status === 'requires_action') {
        return { reference: refund.id, status: 'pending' };
      }
      throw new Error(`Stripe refund ${refund.id} is ${refund.status ?? 'unknown'}`);
    },

    // Stripe's events arrive only through the webhook, whose raw body parseWebhook checks.
    verifyCallback: () => null,

    parseWebhook(body, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature ?? '', settings.webhookSecret);
      } catch {
        return null;
      }
      const notice = (session: Stripe.Checkout.Session, outcome: PaymentOutcome): StripeNotice => {
        const settled = eventOf(session, outcome);
        return settled ? { kind: 'settle', event: settled } : { kind: 'ignored', type: event.type };
      };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          if (session.payment_status !== 'unpaid') return notice(session, 'paid');
          const orderUid = orderUidOf(session);
          return orderUid ? { kind: 'waiting', orderUid } : { kind: 'ignored', type: event.type };
        }
        case 'checkout.session.async_payment_succeeded':
          return notice(event.data.object, 'paid');
        case 'checkout.session.async_payment_failed':
          return notice(event.data.object, 'failed');
        case 'checkout.session.expired':
          return notice(event.data.object, 'cancelled');
        case 'refund.updated':
        case 'refund.failed': {
          const { id, status } = event.data.object;
          if (status === 'succeeded' || status === 'failed' || status === 'canceled') {
            const outcome = status === 'succeeded' ? 'succeeded' : 'failed';
            return { kind: 'refund', reference: id, outcome };
          }
          return { kind: 'ignored', type: event.type };
        }
        default:
          return { kind: 'ignored', type: event.type };
      }
    },

    /** The session's payment when Stripe says it is paid (the buyer's return), else null. */
    async paidSession(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      return session.payment_status === 'unpaid' ? null : eventOf(session, 'paid');
    },
  };
  return provider;
}
export type StripeProvider = ReturnType<typeof createStripeProvider>;
