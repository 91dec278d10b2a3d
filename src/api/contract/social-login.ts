import { z } from 'zod';

/** What the login page needs to start the provider's authorization-code flow (spec §2). */
export const socialLoginConfig = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    authorizationEndpoint: z.string(),
    clientId: z.string(),
    scopes: z.string(),
  }),
]);
export type SocialLoginConfig = z.infer<typeof socialLoginConfig>;

/** The path the provider sends the browser back to (spec §2 /auth/cognito). */
export const SOCIAL_LOGIN_RETURN_PATH = '/auth/cognito';

/** The code from the provider, exchanged at its token endpoint (spec §7 token exchange). */
export const tokenExchangeRequest = z.object({
  code: z.string().min(1).max(2048),
  /** PKCE verifier (RFC 7636: 43–128 characters). */
  codeVerifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'Invalid code verifier'),
  redirectUri: z.url().max(2048),
});
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequest>;

/** The provider's id token; null when its answer held none. */
export const tokenExchangeResponse = z.object({ idToken: z.string().nullable() });

/** Spec §7 auth/verifyOAuth {token, email}; `nonce` is the one this browser sent to the provider. */
export const verifyOAuthRequest = z.object({
  token: z.string().min(1).max(16_384),
  nonce: z.string().min(16).max(256),
  email: z.string().trim().max(254).nullish(),
});
export type VerifyOAuthRequest = z.infer<typeof verifyOAuthRequest>;

export const emailByUsernameQuery = z.object({ username: z.string().min(1).max(255) });
export const emailByUsernameResponse = z.object({ email: z.string() });

/** Header carrying the id token that proves the caller of getEmailByUsername is that user. */
export const ID_TOKEN_HEADER = 'x-id-token';

/** Texts of social login (spec §8). */
export const SOCIAL_LOGIN_MESSAGES = {
  emailInUse: 'The Email is already in use.',
  noIdToken: 'Login with Cognito did not work! Please try again',
  exception: 'An error occurred during login. Please try again.',
  failed: 'Login with Cognito failed.',
  emailRequired: 'Please provide your email',
  notConfigured: 'Social login is not configured.',
  confirmEmail: 'We sent you an e-mail. Confirm your address with its link, then log in again.',
} as const;
