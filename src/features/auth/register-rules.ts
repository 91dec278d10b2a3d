import {
  EMAIL_PATTERN,
  NICKNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  type SignupRequest,
} from '@/api/contract/auth';

/** Register rules (spec §5) as pure functions, so the form and its tests agree. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export type RegisterField = keyof RegisterValues;
export type RegisterProblem =
  'required' | 'tooLong' | 'invalidEmail' | 'passwordRules' | 'mismatch' | 'termsRequired';
export type RegisterProblems = Partial<Record<RegisterField, RegisterProblem>>;

export const PASSWORD_RULES = ['lower', 'upper', 'digit', 'special', 'length'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  nickname: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export const isFilled = (value: string): boolean => value.trim().length > 0;

export const isNicknameTooLong = (nickname: string): boolean => nickname.length > NICKNAME_MAX;

export const isEmailValid = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

const passwordChecks: Record<PasswordRule, (password: string) => boolean> = {
  lower: (password) => /[a-z]/.test(password),
  upper: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  special: (password) => [...PASSWORD_SPECIALS].some((special) => password.includes(special)),
  length: (password) => password.length >= PASSWORD_MIN,
};

/** The password rules this password does not meet yet, in display order. */
export const unmetPasswordRules = (password: string): PasswordRule[] =>
  PASSWORD_RULES.filter((rule) => !passwordChecks[rule](password));

export const isPasswordValid = (password: string): boolean =>
  unmetPasswordRules(password).length === 0;

export const passwordsMatch = (password: string, confirmation: string): boolean =>
  confirmation.length > 0 && password === confirmation;

export const passwordProblem = (password: string): RegisterProblem | undefined => {
  if (password.length === 0) return 'required';
  return isPasswordValid(password) ? undefined : 'passwordRules';
};

export const confirmationProblem = (
  password: string,
  confirmation: string,
): RegisterProblem | undefined => {
  if (confirmation.length === 0) return 'required';
  return passwordsMatch(password, confirmation) ? undefined : 'mismatch';
};

const nicknameProblem = (nickname: string): RegisterProblem | undefined => {
  if (!isFilled(nickname)) return 'required';
  return isNicknameTooLong(nickname) ? 'tooLong' : undefined;
};

const emailProblem = (email: string): RegisterProblem | undefined => {
  if (!isFilled(email)) return 'required';
  return isEmailValid(email) ? undefined : 'invalidEmail';
};

/** Every field that breaks a rule, with the first rule it breaks. */
export const validateRegister = (values: RegisterValues): RegisterProblems => {
  const checks: [RegisterField, RegisterProblem | undefined][] = [
    ['firstName', isFilled(values.firstName) ? undefined : 'required'],
    ['lastName', isFilled(values.lastName) ? undefined : 'required'],
    ['nickname', nicknameProblem(values.nickname)],
    ['email', emailProblem(values.email)],
    ['password', passwordProblem(values.password)],
    ['confirmPassword', confirmationProblem(values.password, values.confirmPassword)],
    ['terms', values.terms ? undefined : 'termsRequired'],
  ];
  const problems: RegisterProblems = {};
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
};

export const isRegisterValid = (values: RegisterValues): boolean =>
  Object.keys(validateRegister(values)).length === 0;

export const toSignupRequest = (values: RegisterValues): SignupRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  name: values.nickname.trim(),
  email: values.email.trim(),
  password: values.password,
  image: null,
});
