import { z } from 'zod';

/** Why a payment cannot start (server messages, by name). */
export const PAYMENT_MESSAGES = {
  paymentsUnavailable: 'Payments are not available at the moment. Please try again later.',
} as const;

export const PAYMENT_MODE_PATH = 'payment/mode';

/**
 * GET /api/payment/mode (public): whether this shop takes real money. `testMode`: the sandbox
 * provider or the demo festival is running, so the shop, pay page, mails and PDFs say TEST MODE.
 * `paymentsAvailable`: false when no provider is configured (only free orders can be placed).
 */
export const paymentModeDto = z.object({
  testMode: z.boolean(),
  paymentsAvailable: z.boolean(),
});
export type PaymentModeDto = z.infer<typeof paymentModeDto>;
