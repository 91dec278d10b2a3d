import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  confirmationProblem,
  isEmailValid,
  isFilled,
  isNicknameTooLong,
  isPasswordValid,
  isRegisterValid,
  passwordProblem,
  passwordsMatch,
  toSignupRequest,
  unmetPasswordRules,
  validateRegister,
  type RegisterValues,
} from './register-rules';

const valid: RegisterValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  nickname: 'ada',
  email: 'ada@example.org',
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
  terms: true,
};

describe('register rules (spec §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(isRegisterValid(valid)).toBe(true);
  });

  it('flags every field of an empty form, so submit stays disabled', () => {
    expect(validateRegister(EMPTY_REGISTER_VALUES)).toEqual({
      firstName: 'required',
      lastName: 'required',
      nickname: 'required',
      email: 'required',
      password: 'required',
      confirmPassword: 'required',
      terms: 'termsRequired',
    });
    expect(isRegisterValid(EMPTY_REGISTER_VALUES)).toBe(false);
  });

  it('requires first and last name, ignoring blanks', () => {
    expect(isFilled('  ')).toBe(false);
    expect(validateRegister({ ...valid, firstName: ' ' })).toEqual({ firstName: 'required' });
    expect(validateRegister({ ...valid, lastName: '' })).toEqual({ lastName: 'required' });
  });

  it('requires a nickname of at most 20 characters', () => {
    expect(isNicknameTooLong('a'.repeat(20))).toBe(false);
    expect(isNicknameTooLong('a'.repeat(21))).toBe(true);
    expect(validateRegister({ ...valid, nickname: 'a'.repeat(20) })).toEqual({});
    expect(validateRegister({ ...valid, nickname: 'a'.repeat(21) })).toEqual({
      nickname: 'tooLong',
    });
    expect(validateRegister({ ...valid, nickname: '' })).toEqual({ nickname: 'required' });
  });

  it('requires an e-mail of the form x@y.z', () => {
    expect(isEmailValid('a@b.c')).toBe(true);
    expect(isEmailValid(' a@b.c ')).toBe(true);
    expect(isEmailValid('a@b')).toBe(false);
    expect(isEmailValid('ab.c')).toBe(false);
    expect(isEmailValid('a b@c.d')).toBe(false);
    expect(validateRegister({ ...valid, email: 'ada@' })).toEqual({ email: 'invalidEmail' });
    expect(validateRegister({ ...valid, email: '' })).toEqual({ email: 'required' });
  });

  it.each([
    ['lower', 'SECRET1!'],
    ['upper', 'secret1!'],
    ['digit', 'Secret!!'],
    ['special', 'Secret12'],
    ['length', 'Sec1!'],
  ])('names the unmet password rule "%s"', (rule, password) => {
    expect(unmetPasswordRules(password)).toEqual([rule]);
    expect(isPasswordValid(password)).toBe(false);
    expect(passwordProblem(password)).toBe('passwordRules');
  });

  it('accepts each special character !@#$%^&*', () => {
    for (const special of '!@#$%^&*') expect(isPasswordValid(`Secret1${special}`)).toBe(true);
    expect(isPasswordValid('Secret1?')).toBe(false);
  });

  it('lists all password rules for an empty password and calls it required', () => {
    expect(unmetPasswordRules('')).toEqual(['lower', 'upper', 'digit', 'special', 'length']);
    expect(passwordProblem('')).toBe('required');
  });

  it('requires the confirmation to equal the password', () => {
    expect(passwordsMatch('Secret1!', 'Secret1!')).toBe(true);
    expect(passwordsMatch('Secret1!', 'secret1!')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
    expect(confirmationProblem('Secret1!', '')).toBe('required');
    expect(confirmationProblem('Secret1!', 'Secret1?')).toBe('mismatch');
    expect(validateRegister({ ...valid, confirmPassword: 'Secret2!' })).toEqual({
      confirmPassword: 'mismatch',
    });
  });

  it('requires the terms to be accepted', () => {
    expect(validateRegister({ ...valid, terms: false })).toEqual({ terms: 'termsRequired' });
  });

  it('builds the signup request with trimmed texts and the nickname as name', () => {
    expect(toSignupRequest({ ...valid, firstName: ' Ada ', nickname: ' ada ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'ada',
      email: 'ada@example.org',
      password: 'Secret1!',
      image: null,
    });
  });
});
