import { randomUUID } from 'node:crypto';
import type { PaymentEvent, PaymentProvider } from './provider';
import type { Signer } from './secret';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The text a sandbox callback signs: every field, in a fixed order. */
export const sandboxEventText = (event: PaymentEvent): string =>
  ['sandbox', event.orderUid, event.reference, event.outcome, event.amount, event.currency].join(
    '|',
  );

const linkText = (orderUid: string, reference: string) => `sandbox-link|${orderUid}|${reference}`;

/**
 * The built-in test-mode provider: its pay page is served by this server
 * (`/api/payment/sandbox/{order}`), and its buttons confirm through the same HMAC-signed callback
 * a real provider's webhook would use.
 */
export function createSandboxProvider(signer: Signer) {
  const provider: PaymentProvider & {
    linkToken(orderUid: string, reference: string): string;
    checkLinkToken(orderUid: string, reference: string, token: string | undefined): boolean;
    signEvent(event: PaymentEvent): string;
  } = {
    name: 'sandbox',
    createPayment(request) {
      const reference = `sbx_${randomUUID()}`;
      const token = provider.linkToken(request.orderUid, reference);
      return Promise.resolve({
        reference,
        link: `/api/payment/sandbox/${request.orderUid}?t=${token}`,
      });
    },
    // The sandbox took no money, so giving it back always succeeds at once.
    refund: () => Promise.resolve({ reference: `sbx_re_${randomUUID()}`, status: 'succeeded' }),
    verifyCallback(event, signature) {
      return signer.verify(sandboxEventText(event), signature) ? event : null;
    },
    linkToken: (orderUid, reference) => signer.sign(linkText(orderUid, reference), 'base64url'),
    checkLinkToken: (orderUid, reference, token) =>
      signer.verify(linkText(orderUid, reference), token, 'base64url'),
    signEvent: (event) => signer.sign(sandboxEventText(event)),
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
