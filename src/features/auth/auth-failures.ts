import { ApiError } from '@/api/client';
import { AUTH_MESSAGES } from '@/api/contract/auth';
import { SIGNIN_LIMIT_MESSAGES } from '@/api/contract/sign-in-limits';

/** A wait the server asked for: until when (ms since epoch) and how long it was. */
export interface Wait {
  until: number;
  seconds: number;
}

/** What an auth screen tells the user after a failed call (spec §8). */
export type AuthFailure =
  | { kind: 'wrongCredentials' }
  /** Too many wrong passwords from this device: the next try after the wait. */
  | ({ kind: 'signinPaused' } & Wait)
  /** Too many failed logins for the address: this device signs in through the mailed link. */
  | { kind: 'signinByMail' }
  | ({ kind: 'tooManyAttempts' } & Wait)
  | { kind: 'nameExists' }
  | { kind: 'emailExists' }
  | { kind: 'notLoggedIn' }
  | { kind: 'server'; message: string }
  | { kind: 'network' }
  | { kind: 'unknown' };

interface Failure {
  status: number | null;
  message: string | null;
  /** The answer's Retry-After, when it had one. */
  retryAfterSeconds?: number | null;
}

// A 429 without Retry-After (not sent by this server) still waits a little.
const DEFAULT_WAIT_SECONDS = 60;

const waitOf = (failure: Failure, now: number): Wait => {
  const seconds = failure.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
  return { seconds, until: now + seconds * 1000 };
};

const generic = (failure: Failure, now = Date.now()): AuthFailure => {
  const { status, message } = failure;
  if (status === null) return { kind: 'network' };
  if (status === 429 && message === AUTH_MESSAGES.tooManyAttempts) {
    return { kind: 'tooManyAttempts', ...waitOf(failure, now) };
  }
  return message ? { kind: 'server', message } : { kind: 'unknown' };
};

/** The Retry-After seconds of a failed call, or null. */
export const retryAfterOf = (error: unknown): number | null => {
  if (!(error instanceof ApiError)) return null;
  const seconds = Number(error.response.headers.get('Retry-After'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};

/** Login: a 401 means wrong e-mail or password; a 429 a wait or the mailed link. */
export const loginFailure = (failure: Failure, now = Date.now()): AuthFailure => {
  if (failure.status === 401) return { kind: 'wrongCredentials' };
  if (failure.status === 429 && failure.message === SIGNIN_LIMIT_MESSAGES.signinByMail) {
    return { kind: 'signinByMail' };
  }
  if (failure.status === 429 && failure.message === SIGNIN_LIMIT_MESSAGES.signinPaused) {
    return { kind: 'signinPaused', ...waitOf(failure, now) };
  }
  return generic(failure, now);
};

/** Register: 404 name taken, 403 e-mail taken, 401 not logged in, otherwise the server text. */
export const registerFailure = (failure: Failure, now = Date.now()): AuthFailure => {
  switch (failure.status) {
    case 404:
      return { kind: 'nameExists' };
    case 403:
      return { kind: 'emailExists' };
    case 401:
      return { kind: 'notLoggedIn' };
    default:
      return generic(failure, now);
  }
};

/** Confirmation and password reset: the server text, or a generic one. */
export const messageFailure = (failure: Failure, now = Date.now()): AuthFailure =>
  generic(failure, now);
