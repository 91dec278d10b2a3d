import { z } from 'zod';

/**
 * The app's device id (random, kept in local storage) on sign-in, sign-up and reset requests: with
 * the IP address when the server knows it, it tells one client from another, so an attacker's
 * wrong passwords slow down only the attacker's client (docs/decisions.md, "Login throttling").
 */
export const DEVICE_HEADER = 'x-festival-device';

/** A device id the server takes; anything else counts as no id. */
export const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Texts of the sign-in limits; the app shows its own texts for both (login screen). */
export const SIGNIN_LIMIT_MESSAGES = {
  /** 429 with Retry-After: this client's next attempt for this account must wait. */
  signinPaused: 'Too many wrong passwords from this device. Please wait a moment and try again.',
  /** 429: too many failures for the account; a new device signs in through the mailed link. */
  signinByMail:
    'Too many failed logins for this e-mail address. If an account exists for it, we sent it a link to set a new password.',
} as const;
