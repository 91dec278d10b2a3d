import { z } from 'zod';
import { API_MESSAGES, ONE_LINE, role } from './common';
import { sessionTokens } from './sessions';

/** Register rules (spec §5). Shared by the form and the server so both refuse the same input. */
export const NICKNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const email = z.string().trim().regex(EMAIL_PATTERN, 'E-mail must be valid').max(254);

export const password = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(128)
  .regex(/[a-z]/, 'Password needs a lower-case letter')
  .regex(/[A-Z]/, 'Password needs an upper-case letter')
  .regex(/[0-9]/, 'Password needs a digit')
  .regex(/[!@#$%^&*]/, 'Password needs one of !@#$%^&*');

export const signinRequest = z.object({
  email: z.string().trim().min(1, 'E-mail is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});
export type SigninRequest = z.infer<typeof signinRequest>;

export const signupRequest = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(50)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(50)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  name: z
    .string()
    .trim()
    .min(1, 'Nickname is required')
    .max(NICKNAME_MAX)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  email,
  password,
  image: z.string().max(2_000_000).nullish(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const socials = z.object({
  website: z.string().nullish(),
  spotify: z.string().nullish(),
  soundcloud: z.string().nullish(),
  instagram: z.string().nullish(),
  youtube: z.string().nullish(),
  linkedIn: z.string().nullish(),
  twitter: z.string().nullish(),
});
export type Socials = z.infer<typeof socials>;

/** The logged-in user as `GET auth/me` answers it: the profile fields the app uses (spec §3 User). */
export const sessionProfile = z.object({
  id: z.number().int(),
  roles: z.array(role),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  favourites: z.array(z.number().int()),
  firstLogin: z.boolean(),
  socials,
});
export type SessionProfile = z.infer<typeof sessionProfile>;

/** The session object kept in local storage after login: the profile and the session's tokens. */
export const sessionUser = sessionProfile.extend(sessionTokens.shape);
export type SessionUser = z.infer<typeof sessionUser>;

export const confirmAccountQuery = z.object({ token: z.string().min(1).max(200) });

export const resetRequest = z.object({ email: z.string().trim().min(1).max(254) });
export const resetPasswordRequest = z.object({
  userId: z.number().int().positive(),
  token: z.string().min(1).max(200),
  password,
});

/** Texts the auth routes answer with (spec §8); the app can map them to translations. */
export const AUTH_MESSAGES = {
  signedUp:
    'Registration successful. Please confirm your e-mail address with the link we sent you.',
  nameExists: 'Name already exists',
  emailExists: 'Email already exists',
  accountConfirmed: 'Account confirmed',
  confirmationInvalid: 'This confirmation link is invalid or has expired.',
  wrongCredentials: 'You entered the wrong email or password',
  notConfirmed: 'Please confirm your e-mail address first.',
  resetRequested: 'If an account exists for this e-mail, we sent a link to reset the password.',
  passwordChanged: 'Your password has been changed. You can log in now.',
  resetInvalid: 'This reset link is invalid or has expired.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
