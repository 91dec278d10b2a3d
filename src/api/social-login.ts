import { QUIET, api } from './client';
import { sessionUser, type SessionUser } from './contract/auth';
import {
  socialLoginConfig,
  tokenExchangeResponse,
  type SocialLoginConfig,
  type TokenExchangeRequest,
  type VerifyOAuthRequest,
} from './contract/social-login';

// The social-login screens show their own texts (spec §8), so every call here is quiet.

export const getSocialLoginConfig = async (): Promise<SocialLoginConfig> =>
  socialLoginConfig.parse(await api.get('auth/social/config', QUIET).json());

/** Spec §7 token exchange: our server posts the code to the provider's token endpoint. */
export const exchangeCode = async (body: TokenExchangeRequest): Promise<string | null> =>
  tokenExchangeResponse.parse(await api.post('auth/cognito/token', { json: body, ...QUIET }).json())
    .idToken;

export const verifyOAuth = async (body: VerifyOAuthRequest): Promise<SessionUser> =>
  sessionUser.parse(await api.post('auth/verifyOAuth', { json: body, ...QUIET }).json());
