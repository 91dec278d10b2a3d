import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/api/contract/auth';
import { HttpError } from '../../plugins/http-error';
import type { AttemptLimit, AttemptLimiter } from '../../security/attempt-limiter';

const MINUTE = 60_000;

/**
 * Login and password-reset limits (ASVS 2.2.1), per account and per IP. Per IP is generous: a
 * festival's Wi-Fi puts many attendees behind one address. Successful logins are refunded, so
 * only failures use up the budget.
 */
export const AUTH_LIMITS = {
  signinAccount: { name: 'signin:account', limit: 10, windowMs: 15 * MINUTE },
  signinIp: { name: 'signin:ip', limit: 100, windowMs: 15 * MINUTE },
  resetAccount: { name: 'reset:account', limit: 10, windowMs: 60 * MINUTE },
  resetIp: { name: 'reset:ip', limit: 50, windowMs: 60 * MINUTE },
  socialIp: { name: 'social:ip', limit: 100, windowMs: 15 * MINUTE },
  // A new sign-up replaces an unconfirmed one and mails the address again: five an hour stop
  // anyone from flooding someone's inbox. Not per IP: a festival's Wi-Fi signs up many people.
  signupAccount: { name: 'signup:account', limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, AttemptLimit>;

export type LimitChecks = readonly (readonly [AttemptLimit, string])[];

export const accountKey = (email: string) => email.trim().toLowerCase();

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

export const signinChecks = (request: FastifyRequest, email: string): LimitChecks => [
  [AUTH_LIMITS.signinAccount, accountKey(email)],
  [AUTH_LIMITS.signinIp, request.ip],
];

/** Counts a sign-up that is about to mail the address; 429 with Retry-After over the limit. */
export async function limitSignup(limiter: AttemptLimiter, email: string): Promise<void> {
  const verdict = await limiter.take([[AUTH_LIMITS.signupAccount, accountKey(email)]]);
  if (verdict.allowed) return;
  throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

export const resetChecks = (request: FastifyRequest, email: string): LimitChecks => [
  [AUTH_LIMITS.resetAccount, accountKey(email)],
  [AUTH_LIMITS.resetIp, request.ip],
];
