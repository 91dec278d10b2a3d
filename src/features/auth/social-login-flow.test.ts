import { HTTPError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import {
  codeChallenge,
  PENDING_LOGIN_KEY,
  prepareSocialLogin,
  takePendingLogin,
  verifyFailure,
} from './social-login-flow';

const config = {
  enabled: true as const,
  authorizationEndpoint: 'https://id.example/oauth2/authorize?tenant=x',
  clientId: 'festival',
  scopes: 'openid email',
};

const apiError = (status: number) => {
  const request = new Request('http://localhost/api/x');
  const response = new Response('{}', { status });
  return new ApiError(new HTTPError(response, request, {} as never), null);
};

afterEach(() => sessionStorage.clear());

describe('social login flow', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('sends the provider state, nonce and challenge it keeps for this tab', async () => {
    const url = new URL(await prepareSocialLogin(config, 'https://app.example', '/events'));
    const pending = JSON.parse(sessionStorage.getItem(PENDING_LOGIN_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(url.origin + url.pathname).toBe('https://id.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'festival',
      redirect_uri: 'https://app.example/auth/cognito',
      scope: 'openid email',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await codeChallenge(pending.codeVerifier ?? ''),
      code_challenge_method: 'S256',
    });
    expect(pending.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(pending.state).not.toBe(pending.nonce);
    expect(pending.redirect).toBe('/events');
  });

  it('accepts only its own state, once', async () => {
    await prepareSocialLogin(config, 'https://app.example');
    const { state } = JSON.parse(sessionStorage.getItem(PENDING_LOGIN_KEY) ?? '{}') as {
      state: string;
    };
    expect(takePendingLogin('forged')).toBeNull();
    await prepareSocialLogin(config, 'https://app.example');
    const again = JSON.parse(sessionStorage.getItem(PENDING_LOGIN_KEY) ?? '{}') as {
      state: string;
    };
    expect(again.state).not.toBe(state);
    expect(takePendingLogin(again.state)?.state).toBe(again.state);
    expect(takePendingLogin(again.state)).toBeNull();
  });

  it('maps answers to the texts of spec §8', () => {
    expect(verifyFailure(apiError(423))).toBe('emailInUse');
    expect(verifyFailure(apiError(422))).toBe('needEmail');
    expect(verifyFailure(apiError(401))).toBe('failed');
    expect(verifyFailure(apiError(502))).toBe('exception');
    expect(verifyFailure(new TypeError('Failed to fetch'))).toBe('exception');
  });
});
