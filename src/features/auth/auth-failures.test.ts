import { describe, expect, it } from 'vitest';
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
});
