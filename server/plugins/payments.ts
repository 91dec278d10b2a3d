import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox';
import { createSigner, loadSecret } from '../payments/secret';

export interface Payments {
  /** The provider new orders pay with and refunds go through (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
  /** The built-in test provider when it is the one in use, for its pay page and callback. */
  sandbox: SandboxProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Sets up the configured payment provider once, for checkout, refunds and the order desk. */
export async function setupPayments(app: FastifyInstance): Promise<void> {
  const sandbox = createSandboxProvider(
    createSigner(await loadSecret(app.db, 'payment-sandbox-secret')),
  );
  app.decorate('payments', { provider: sandbox, sandbox });
}
