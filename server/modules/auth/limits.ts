import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/api/contract/auth';
import { DEVICE_HEADER, deviceId } from '../../../src/api/contract/sign-in-limits';
import { HttpError } from '../../plugins/http-error';
import type {
  AttemptLimit,
  AttemptLimiter,
  AttemptMark,
  AttemptPacing,
} from '../../security/attempt-limiter';
import { knownClientAddress } from '../../security/client-address';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Fixed-window limits (ASVS 2.2.1). Sign-in counts only failures (successes are refunded) and only
 * from clients the account has not signed in from: they can never stop the owner on a known
 * device. Per IP only when the server knows the client's address (client-address.ts).
 */
export const AUTH_LIMITS = {
  /** Over it a new client signs in through the mailed link, never by password (no lock). */
  signinAccount: { name: 'signin:account', limit: 20, windowMs: DAY },
  /** Generous: a festival's Wi-Fi puts many attendees behind one address. */
  signinIp: { name: 'signin:ip', limit: 100, windowMs: 15 * MINUTE },
  /** The link mail the sign-in ceiling sends, at most once a quarter hour per address. */
  signinMail: { name: 'signin:mail', limit: 1, windowMs: 15 * MINUTE },
  /** Reset mails per address; over it the answer stays the same and the last link stays valid. */
  resetAccount: { name: 'reset:account', limit: 10, windowMs: HOUR },
  resetIp: { name: 'reset:ip', limit: 50, windowMs: HOUR },
  socialIp: { name: 'social:ip', limit: 100, windowMs: 15 * MINUTE },
  // A new sign-up replaces an unconfirmed one and mails the address again: five an hour stop
  // anyone from flooding someone's inbox.
  signupAccount: { name: 'signup:account', limit: 5, windowMs: HOUR },
  /** Every sign-up answer tells whether an address or name is taken: counted before it. */
  signupDevice: { name: 'signup:device', limit: 10, windowMs: HOUR },
  signupIp: { name: 'signup:ip', limit: 200, windowMs: HOUR },
} satisfies Record<string, AttemptLimit>;

/** Per account and client: typos are free, then each wrong password makes the next one wait. */
export const SIGNIN_PACING: AttemptPacing = {
  name: 'signin:pair',
  freeAttempts: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};

/** A device that signed in to an account; it skips the account's and the IP's failure limits. */
export const KNOWN_DEVICE: AttemptMark = { name: 'signin:device', forgetAfterMs: 180 * DAY };

export type LimitChecks = readonly (readonly [AttemptLimit, string])[];

/** Who is asking: the app's device id and the IP address, each when known. */
export interface AuthClient {
  device: string | null;
  address: string | null;
}

export const authClientOf = (request: FastifyRequest): AuthClient => {
  const parsed = deviceId.safeParse(request.headers[DEVICE_HEADER]);
  return { device: parsed.success ? parsed.data : null, address: knownClientAddress(request) };
};

export const accountKey = (email: string) => email.trim().toLowerCase();

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, AUTH_MESSAGES.tooManyAttempts, {
    'Retry-After': String(retryAfterSeconds),
  });

/** Counts the attempt; 429 with Retry-After and the clear §-style message once over a limit. */
export async function limitAttempt(
  limiter: AttemptLimiter,
  reply: FastifyReply,
  checks: LimitChecks,
): Promise<void> {
  const verdict = await limiter.take(checks);
  if (verdict.allowed) return;
  reply.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
}

/** Counts a sign-up before it answers anything about the address or name. */
export async function limitSignupProbe(limiter: AttemptLimiter, client: AuthClient) {
  const checks: LimitChecks = [
    ...(client.device ? [[AUTH_LIMITS.signupDevice, client.device] as const] : []),
    ...(client.address ? [[AUTH_LIMITS.signupIp, client.address] as const] : []),
  ];
  if (checks.length === 0) return;
  const verdict = await limiter.take(checks);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** Counts a sign-up that is about to mail the address; 429 with Retry-After over the limit. */
export async function limitSignup(limiter: AttemptLimiter, email: string): Promise<void> {
  const verdict = await limiter.take([[AUTH_LIMITS.signupAccount, accountKey(email)]]);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** Whether another reset mail may go to the address now (the answer is the same either way). */
export const mayMailReset = async (limiter: AttemptLimiter, email: string) =>
  (await limiter.take([[AUTH_LIMITS.resetAccount, accountKey(email)]])).allowed;

/** A per-IP limit, or none when the server cannot know the client's address. */
export const perIp = (limit: AttemptLimit, request: FastifyRequest): LimitChecks => {
  const address = knownClientAddress(request);
  return address ? [[limit, address]] : [];
};
