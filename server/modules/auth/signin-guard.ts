import { SIGNIN_LIMIT_MESSAGES } from '../../../src/api/contract/sign-in-limits';
import type { MailLanguage } from '../../mail/language';
import { HttpError } from '../../plugins/http-error';
import type { AttemptLimiter } from '../../security/attempt-limiter';
import {
  accountKey,
  AUTH_LIMITS,
  type AuthClient,
  KNOWN_DEVICE,
  type LimitChecks,
  mayMailReset,
  SIGNIN_PACING,
} from './limits';

export interface SigninGuardDeps {
  limiter: AttemptLimiter;
  /** Mails the address a link to set a new password, if it has an account (answers at once). */
  mailResetLink: (email: string, language: MailLanguage) => void;
}

export interface SigninAttempt {
  email: string;
  client: AuthClient;
  /** Of the reset mail, should one go out. */
  language: MailLanguage;
}

/**
 * Password sign-in that nobody can lock its owner out of (docs/decisions.md, "Login
 * throttling"). Each account-and-client pair gets growing waits, so an attacker's failures slow
 * only the attacker's client. Failures from clients the account does not know also count per
 * account and per known IP; over either, such a client is not asked for a password at all: the
 * address gets a link to set a new password instead. A device the account signed in from skips
 * both, so the owner's own phone always signs in with the password.
 */
export function createSigninGuard({ limiter, mailResetLink }: SigninGuardDeps) {
  const mailOnce = async (email: string, language: MailLanguage) => {
    const account = accountKey(email);
    const fresh = await limiter.take([[AUTH_LIMITS.signinMail, account]]);
    if (fresh.allowed && (await mayMailReset(limiter, account))) mailResetLink(email, language);
  };

  const signin = async <T>(
    { email, client, language }: SigninAttempt,
    attempt: () => Promise<T>,
  ): Promise<T> => {
    const account = accountKey(email);
    const device = client.device === null ? null : `${account}\n${client.device}`;
    const known = device !== null && (await limiter.remembers(KNOWN_DEVICE, device));
    const shared: LimitChecks = known
      ? []
      : [
          [AUTH_LIMITS.signinAccount, account],
          ...(client.address ? [[AUTH_LIMITS.signinIp, client.address] as const] : []),
        ];
    if (shared.length > 0 && !(await limiter.take(shared)).allowed) {
      await mailOnce(email, language);
      throw new HttpError(429, SIGNIN_LIMIT_MESSAGES.signinByMail);
    }
    const pair = `${account}\n${client.device ?? '-'}\n${client.address ?? '-'}`;
    const paced = await limiter.pace(SIGNIN_PACING, pair);
    if (!paced.allowed) {
      await limiter.refund(shared);
      throw new HttpError(429, SIGNIN_LIMIT_MESSAGES.signinPaused, {
        'Retry-After': String(paced.retryAfterSeconds),
      });
    }
    let session: T;
    try {
      session = await attempt();
    } catch (error) {
      // The wait runs from the answer: checking a password takes a while.
      await limiter.restartWait(SIGNIN_PACING, pair);
      throw error;
    }
    await limiter.refund(shared);
    await limiter.clear(SIGNIN_PACING.name, pair);
    if (device !== null) await limiter.remember(KNOWN_DEVICE, device);
    return session;
  };

  /**
   * After a password reset: the guesses counted against the account were at the old password,
   * and the device that used the mailed link is the mailbox owner's, so it signs in from now on
   * with the new password even where its network is over the per-IP limit.
   */
  const passwordReset = async (email: string, client: AuthClient) => {
    const account = accountKey(email);
    await limiter.clear(AUTH_LIMITS.signinAccount.name, account);
    if (client.device !== null) {
      await limiter.remember(KNOWN_DEVICE, `${account}\n${client.device}`);
    }
  };

  return { signin, passwordReset };
}
