import { describeFailure } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import {
  SOCIAL_LOGIN_MESSAGES,
  SOCIAL_LOGIN_RETURN_PATH,
  type SocialLoginConfig,
} from '@/api/contract/social-login';
import { exchangeCode, verifyOAuth } from '@/api/social-login';

/** What the browser keeps between leaving for the provider and coming back (sessionStorage). */
export interface PendingSocialLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The login page's `redirect`, followed after success. */
  redirect?: string | undefined;
}

export const PENDING_LOGIN_KEY = 'festival.socialLogin';

/** The §8 texts of a failed social login, by kind. */
export type SocialFailure = 'emailInUse' | 'confirmEmail' | 'noIdToken' | 'exception' | 'failed';

export type SocialOutcome =
  | { kind: 'session'; user: SessionUser; redirect?: string | undefined }
  | { kind: 'needEmail'; token: string; nonce: string; redirect?: string | undefined }
  | { kind: 'failed'; failure: SocialFailure };

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const randomToken = (bytes = 32): string =>
  base64Url(crypto.getRandomValues(new Uint8Array(bytes)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const codeChallenge = async (verifier: string): Promise<string> =>
  base64Url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );

export const returnUri = (origin: string): string => `${origin}${SOCIAL_LOGIN_RETURN_PATH}`;

/** Keeps state, nonce and verifier for this tab and builds the provider's authorization URL. */
export const prepareSocialLogin = async (
  config: Extract<SocialLoginConfig, { enabled: true }>,
  origin: string,
  redirect?: string,
): Promise<string> => {
  const pending: PendingSocialLogin = {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(48),
    redirect,
  };
  sessionStorage.setItem(PENDING_LOGIN_KEY, JSON.stringify(pending));
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: returnUri(origin),
    scope: config.scopes,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
};

/** The pending login of this tab when `state` is its own; used once, then forgotten. */
export const takePendingLogin = (state: string | undefined): PendingSocialLogin | null => {
  const raw = sessionStorage.getItem(PENDING_LOGIN_KEY);
  sessionStorage.removeItem(PENDING_LOGIN_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSocialLogin>;
    const complete =
      typeof pending.state === 'string' &&
      typeof pending.nonce === 'string' &&
      typeof pending.codeVerifier === 'string';
    return complete && pending.state === state ? (pending as PendingSocialLogin) : null;
  } catch {
    return null;
  }
};

/**
 * Spec §8: 423 e-mail in use, 422 asks for an e-mail, 403 with its text asks to confirm an
 * address the provider did not verify, other refusals fail, anything else is an error.
 */
export const verifyFailure = (error: unknown): SocialFailure | 'needEmail' => {
  const { status, message } = describeFailure(error);
  if (status === 423) return 'emailInUse';
  if (status === 403 && message === SOCIAL_LOGIN_MESSAGES.confirmEmail) return 'confirmEmail';
  if (status === 422) return 'needEmail';
  if (status !== null && status >= 400 && status < 500) return 'failed';
  return 'exception';
};

/** Checks the id token with the server; `email` when the user typed one. */
export const verifySocialLogin = async (
  token: string,
  nonce: string,
  redirect: string | undefined,
  email?: string,
): Promise<SocialOutcome> => {
  try {
    const user = await verifyOAuth({ token, nonce, email: email ?? null });
    return { kind: 'session', user, redirect };
  } catch (error) {
    const failure = verifyFailure(error);
    return failure === 'needEmail'
      ? { kind: 'needEmail', token, nonce, redirect }
      : { kind: 'failed', failure };
  }
};

export interface ProviderReturn {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** Spec §4: the provider's code is exchanged for an id token, which the server then checks. */
export const completeSocialLogin = async (
  back: ProviderReturn,
  origin: string,
): Promise<SocialOutcome> => {
  const pending = takePendingLogin(back.state);
  if (!pending || !back.code || back.error) return { kind: 'failed', failure: 'failed' };
  let token: string | null;
  try {
    token = await exchangeCode({
      code: back.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: returnUri(origin),
    });
  } catch (error) {
    const failure = verifyFailure(error);
    return { kind: 'failed', failure: failure === 'needEmail' ? 'failed' : failure };
  }
  if (!token) return { kind: 'failed', failure: 'noIdToken' };
  return verifySocialLogin(token, pending.nonce, pending.redirect);
};
