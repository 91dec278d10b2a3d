import { PAYMENT_MESSAGES } from '../../src/api/contract/payments';
import { HttpError } from '../plugins/http-error';
import type { PaymentProvider } from './provider';

/**
 * No provider configured (production without PAYMENT_PROVIDER): free orders still go through,
 * anything that costs money is refused with 503 instead of being taken by a fake provider.
 */
export const unavailableProvider: PaymentProvider = {
  name: 'none',
  createPayment: () => Promise.reject(new HttpError(503, PAYMENT_MESSAGES.paymentsUnavailable)),
  refund: () => Promise.reject(new Error('No payment provider is configured')),
  verifyCallback: () => null,
};
