import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { flag, hostList, httpUrl, int, originList, trustProxySetting } from './env-values';
import { operatorOf } from './modules/legal/operator';
import {
  PAYMENT_SECRET_NAMES,
  paymentEnv,
  paymentProblems,
  paymentProviderOf,
  stripeOf,
} from './payments/payment-config';
import {
  WALLET_SECRET_NAMES,
  walletEnv,
  walletOf,
  type WalletSettings,
} from './modules/wallet/wallet-config';

export { PAYMENT_PROVIDERS, type PaymentProvider } from './payments/payment-config';

/** DATA_DIR value that keeps the embedded database in memory (tests, throw-away runs). */
export const IN_MEMORY = ':memory:';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const FIFTEEN_MINUTES_SECONDS = 15 * 60;

// Never echoed back in error messages.
const SECRET_NAMES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'OIDC_CLIENT_SECRET',
  'VAPID_PRIVATE_KEY',
  ...WALLET_SECRET_NAMES,
  ...PAYMENT_SECRET_NAMES,
]);

const text = z.string().trim().min(1);
/** The push services of Chrome, Edge, Firefox and Safari (and the browsers built on them). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PORT: int(0, 65_535).default(3000),
  HOST: text.default('0.0.0.0'),
  TRUST_PROXY: trustProxySetting.default(false),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: int(1, 1000).default(10),
  /** Names this node in `jobs.locked_by`; defaults to the host name. */
  NODE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'expected up to 64 letters, digits, ".", "_" or "-"')
    .optional(),
  JOB_LEASE_SECONDS: int(1, 3600).default(30),
  REMINDER_TICK_SECONDS: int(1, 60).default(15),
  DATA_DIR: text.default('./data'),
  WEB_DIST_DIR: text.optional(),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: text.default('Festival <noreply@festival.local>'),
  ACCESS_TOKEN_TTL_SECONDS: int(60, 24 * 60 * 60).default(FIFTEEN_MINUTES_SECONDS),
  SESSION_LIFETIME_DAYS: int(1, 366).default(30),
  /** Default: on, except with NODE_ENV=production (docs/decisions.md "Production guards"). */
  SEED: flag.optional(),
  SEED_EVENTS: int(0, 100_000).optional(),
  SEED_USERS: int(0, 1_000_000).optional(),
  FRAME_ANCESTORS: originList.optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: text.optional(),
  OIDC_CLIENT_SECRET: text.optional(),
  OIDC_SCOPES: text.default('openid email profile'),
  ...paymentEnv,
  ORDER_HOLD_MINUTES: int(1, 24 * 60).default(20),
  VAPID_PUBLIC_KEY: text.optional(),
  VAPID_PRIVATE_KEY: text.optional(),
  PUSH_HOSTS: hostList.optional(),
  /** Tests only: also accept a push service on http://127.0.0.1 (a local stand-in). */
  PUSH_LOOPBACK_ENDPOINTS: flag.default(false),
  // The operator named on /u/imprint, /u/privacy and /u/accessibility (docs/deployment.md, README production).
  IMPRINT_NAME: text.optional(),
  IMPRINT_ADDRESS: text.optional(),
  IMPRINT_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  IMPRINT_PHONE: text.optional(),
  IMPRINT_REPRESENTATIVE: text.optional(),
  IMPRINT_REGISTER: text.optional(),
  IMPRINT_VAT_ID: text.optional(),
  PRIVACY_CONTACT: z.email({ error: 'expected an e-mail address' }).optional(),
  // Feedback on barriers, named on /u/accessibility (BFSG); unset: IMPRINT_EMAIL.
  ACCESSIBILITY_CONTACT: z.email({ error: 'expected an e-mail address' }).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected a mailto: or https:// URL')
    .optional(),
  ...walletEnv,
});

type Env = z.infer<typeof envSchema>;

const toConfig = (env: Env, wallet: WalletSettings) => ({
  nodeEnv: env.NODE_ENV,
  isProduction: env.NODE_ENV === 'production',
  logLevel: env.LOG_LEVEL,
  port: env.PORT,
  host: env.HOST,
  trustProxy: env.TRUST_PROXY,
  databaseUrl: env.DATABASE_URL,
  databasePoolMax: env.DATABASE_POOL_MAX,
  nodeName: env.NODE_NAME ?? hostname(),
  /** A job whose node stopped renewing it for this long is retried by another node. */
  jobLeaseMs: env.JOB_LEASE_SECONDS * 1000,
  /** How often each node looks for event reminders that are due (p95 lateness ≤ 60 s). */
  reminderTickMs: env.REMINDER_TICK_SECONDS * 1000,
  /** Absolute path, or exactly IN_MEMORY. */
  dataDir: env.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(env.DATA_DIR),
  /** The built web app to serve; unset means ./dist of this checkout. */
  webDistDir: env.WEB_DIST_DIR === undefined ? undefined : resolve(env.WEB_DIST_DIR),
  publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  /** A stolen access token works at most this long; the app renews it with its refresh token. */
  accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  /** A login ends this long after it began, however often it was renewed. */
  sessionLifetimeMs: env.SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000,
  seed: seedOf(env),
  seedEvents: env.SEED_EVENTS,
  seedUsers: env.SEED_USERS,
  /** Origins that may frame every /u/* page (the program, events and profiles: anyone). */
  frameAncestors: env.FRAME_ANCESTORS ?? [],
  /**
   * Set when issuer and client id are given: social login is off otherwise. Without a secret the
   * server exchanges codes as a public client (PKCE only).
   */
  oidc:
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: env.OIDC_SCOPES,
        }
      : undefined,
  /** null: no provider, so orders that cost money cannot be placed (production without one). */
  paymentProvider: paymentProviderOf(env),
  stripe: stripeOf(env),
  /**
   * The shop, pay page, mails and PDFs say TEST MODE: the sandbox takes no money, and demo
   * accounts with published passwords are no real buyers.
   */
  testMode: paymentProviderOf(env) === 'sandbox' || (env.NODE_ENV === 'production' && seedOf(env)),
  /** How long an unpaid order holds its stock and voucher uses; then it expires. */
  orderHoldMs: env.ORDER_HOLD_MINUTES * 60_000,
  /** Set only when both keys are given; otherwise keys are generated and kept in `secrets`. */
  vapidKeys:
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : undefined,
  vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`,
  /** Push endpoints must be https on one of these hosts (`*.` = any subdomain). */
  pushHosts: env.PUSH_HOSTS ?? DEFAULT_PUSH_HOSTS,
  pushLoopbackEndpoints: env.PUSH_LOOPBACK_ENDPOINTS,
  operator: operatorOf(env),
  /** Apple and Google Wallet passes; each is offered only when its credentials are set. */
  wallet,
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const seedOf = (env: Env) => env.SEED ?? env.NODE_ENV !== 'production';

function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

function requireTogether(env: Env, names: (keyof Env)[]): string[] {
  const given = names.filter((n) => env[n] !== undefined);
  if (given.length === 0 || given.length === names.length) return [];
  const missing = names.filter((n) => env[n] === undefined);
  return [`${missing.join(', ')}: required when ${given.join(', ')} is set`];
}

/** Reads and validates every setting; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      const shown = value === undefined || SECRET_NAMES.has(name) ? '' : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const pairs = [
    ...requireTogether(parsed.data, ['OIDC_ISSUER', 'OIDC_CLIENT_ID']),
    ...(parsed.data.OIDC_CLIENT_SECRET && !parsed.data.OIDC_ISSUER
      ? ['OIDC_ISSUER, OIDC_CLIENT_ID: required when OIDC_CLIENT_SECRET is set']
      : []),
    ...requireTogether(parsed.data, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']),
    ...paymentProblems(parsed.data),
  ];
  const wallet = walletOf(parsed.data);
  pairs.push(...wallet.problems);
  if (pairs.length > 0) throw new ConfigError(`Invalid configuration:\n  ${pairs.join('\n  ')}`);
  return toConfig(parsed.data, wallet.settings);
}
