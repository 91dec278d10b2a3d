import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/api/contract/auth';
import { SIGNIN_LIMIT_MESSAGES } from '@/api/contract/sign-in-limits';
import { loginFailure, messageFailure, registerFailure } from './auth-failures';

describe('auth failures (spec §8)', () => {
  it('calls a failed login wrong credentials', () => {
    expect(loginFailure({ status: 401, message: 'Bad credentials' })).toEqual({
      kind: 'wrongCredentials',
    });
  });

  it('maps the register statuses', () => {
    expect(registerFailure({ status: 404, message: 'x' })).toEqual({ kind: 'nameExists' });
    expect(registerFailure({ status: 403, message: 'x' })).toEqual({ kind: 'emailExists' });
    expect(registerFailure({ status: 401, message: 'x' })).toEqual({ kind: 'notLoggedIn' });
    expect(registerFailure({ status: 400, message: 'Password too weak' })).toEqual({
      kind: 'server',
      message: 'Password too weak',
    });
  });

  it('tells network trouble from an unexplained server failure', () => {
    expect(loginFailure({ status: null, message: null })).toEqual({ kind: 'network' });
    expect(registerFailure({ status: 500, message: null })).toEqual({ kind: 'unknown' });
    expect(messageFailure({ status: 400, message: 'Token expired' })).toEqual({
      kind: 'server',
      message: 'Token expired',
    });
  });

  it('turns the sign-in limits into a wait and the mailed link', () => {
    const paused = { status: 429, message: SIGNIN_LIMIT_MESSAGES.signinPaused };
    expect(loginFailure({ ...paused, retryAfterSeconds: 8 }, 1_000)).toEqual({
      kind: 'signinPaused',
      seconds: 8,
      until: 9_000,
    });
    const byMail = { status: 429, message: SIGNIN_LIMIT_MESSAGES.signinByMail };
    expect(loginFailure(byMail)).toEqual({ kind: 'signinByMail' });
  });

  it('gives a sign-up over its limit the wait the server asked for', () => {
    const over = { status: 429, message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: 1800 };
    expect(registerFailure(over, 0)).toEqual({
      kind: 'tooManyAttempts',
      seconds: 1800,
      until: 1_800_000,
    });
  });
});
