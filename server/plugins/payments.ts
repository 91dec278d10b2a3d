import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox';
import { createSigner, loadSecret } from '../payments/secret';
import { createStripeProvider, type StripeProvider } from '../payments/stripe';
import { unavailableProvider } from '../payments/unavailable';

export interface Payments {
  /** The provider new orders pay with and refunds go through (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
  /** The built-in test provider when it is the one in use, for its pay page and callback. */
  sandbox: SandboxProvider | null;
  /** Stripe when it is the one in use, for its webhook and the buyer's return. */
  stripe: StripeProvider | null;
  /** Shop, pay page, mails and PDFs say TEST MODE (config.testMode). */
  testMode: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Sets up the configured payment provider once, for checkout, refunds and the order desk. */
export async function setupPayments(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const testMode = config.testMode;
  if (config.paymentProvider === 'sandbox') {
    const sandbox = createSandboxProvider(
      createSigner(await loadSecret(app.db, 'payment-sandbox-secret')),
    );
    app.decorate('payments', { provider: sandbox, sandbox, stripe: null, testMode });
  } else if (config.paymentProvider === 'stripe') {
    if (!config.stripe) {
      throw new ConfigError('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required for Stripe');
    }
    const stripe = createStripeProvider(config.stripe, {
      publicUrl: config.publicUrl,
      holdMs: config.orderHoldMs,
    });
    app.decorate('payments', { provider: stripe, sandbox: null, stripe, testMode });
  } else {
    app.decorate('payments', {
      provider: unavailableProvider,
      sandbox: null,
      stripe: null,
      testMode,
    });
  }
}
