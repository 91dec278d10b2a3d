import type { SigninRequest } from '@/api/contract/auth';
import { isFilled } from './register-rules';

/** Login rule (spec §5): e-mail and password are both needed. */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginProblems = Partial<Record<keyof LoginValues, 'required'>>;

export const validateLogin = (values: LoginValues): LoginProblems => ({
  ...(isFilled(values.email) ? {} : { email: 'required' }),
  ...(values.password.length > 0 ? {} : { password: 'required' }),
});

export const isLoginValid = (values: LoginValues): boolean =>
  Object.keys(validateLogin(values)).length === 0;

export const toSigninRequest = (values: LoginValues): SigninRequest => ({
  email: values.email.trim(),
  password: values.password,
});
