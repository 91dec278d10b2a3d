import { z } from 'zod';
import { flag, int } from '../env-values';

const text = z.string().trim().min(1);

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The payment settings of the environment (README, docs/deployment.md "Payments"). */
export const paymentEnv = {
  /** Default: the sandbox, except in production, where it needs PAYMENT_SANDBOX=true. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  PAYMENT_SANDBOX: flag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a secret key sk_live_… (or sk_test_…, rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'expected the endpoint signing secret whsec_…')
    .optional(),
  /** Tests only: point the stripe package at a local stand-in of Stripe's API. */
  STRIPE_API_HOST: text.optional(),
  STRIPE_API_PORT: int(1, 65_535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
};

/** Never echoed back in configuration errors. */
export const PAYMENT_SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

type PaymentEnv = { NODE_ENV: string } & z.infer<z.ZodObject<typeof paymentEnv>>;

/** null: no provider, so orders that cost money cannot be placed (production without one). */
export function paymentProviderOf(env: PaymentEnv): PaymentProvider | null {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX ? 'sandbox' : null;
}

/** Settings that are each valid but together would take fake money or no money at all. */
export function paymentProblems(env: PaymentEnv): string[] {
  const problems: string[] = [];
  if (
    env.NODE_ENV === 'production' &&
    paymentProviderOf(env) === 'sandbox' &&
    !env.PAYMENT_SANDBOX
  ) {
    problems.push(
      'PAYMENT_PROVIDER: the sandbox takes no money; in production it needs PAYMENT_SANDBOX=true',
    );
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required when PAYMENT_PROVIDER=stripe`);
    }
  }
  return problems;
}

/** Stripe's keys (and, in tests, a local stand-in's address) when both keys are given. */
export const stripeOf = (env: PaymentEnv) =>
  env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
      }
    : undefined;
