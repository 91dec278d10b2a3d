import { describe, expect, it } from 'vitest';
import { isLoginValid, toSigninRequest, validateLogin } from './login-rules';

describe('login rules (spec §5)', () => {
  it('accepts e-mail and password', () => {
    expect(validateLogin({ email: 'ada@example.org', password: 'x' })).toEqual({});
    expect(isLoginValid({ email: 'ada@example.org', password: 'x' })).toBe(true);
  });

  it('needs the e-mail', () => {
    expect(validateLogin({ email: '  ', password: 'x' })).toEqual({ email: 'required' });
  });

  it('needs the password', () => {
    expect(validateLogin({ email: 'ada@example.org', password: '' })).toEqual({
      password: 'required',
    });
    expect(isLoginValid({ email: '', password: '' })).toBe(false);
  });

  it('sends the trimmed e-mail and the password unchanged', () => {
    expect(toSigninRequest({ email: ' ada@example.org ', password: ' pw ' })).toEqual({
      email: 'ada@example.org',
      password: ' pw ',
    });
  });
});
