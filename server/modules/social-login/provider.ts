import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { SOCIAL_LOGIN_MESSAGES } from '../../../src/api/contract/social-login';
import { HttpError } from '../../plugins/http-error';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  scopes: string;
}

const metadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type ProviderMetadata = z.infer<typeof metadataSchema>;

const tokenResponse = z.object({ id_token: z.string().min(1).optional() });

/** Asymmetric signatures only: `none` and HMAC (keyed with a client secret) are refused. */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

const DISCOVERY_CACHE_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_MS = 10_000;
const CLOCK_TOLERANCE_SECONDS = 30;

export interface IdTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  exp: number;
  nonce?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export interface OidcProvider {
  settings: OidcSettings;
  /** The issuer's `/.well-known/openid-configuration`, cached for an hour (failures are not). */
  discover(): Promise<ProviderMetadata>;
  /** Signature (JWKS), issuer, audience, expiry; refuses with 401 'Login with Cognito failed.'. */
  verifyIdToken(token: string): Promise<IdTokenClaims>;
  /** Form post of the code to the token endpoint; the id token, or null when none came back. */
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<string | null>;
}

const failed = () => new HttpError(401, SOCIAL_LOGIN_MESSAGES.failed);
const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function createOidcProvider(
  settings: OidcSettings,
  log: { warn: (obj: object, msg: string) => void },
): OidcProvider {
  let cached: { metadata: Promise<ProviderMetadata>; at: number } | undefined;
  let keySet: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  const fetchMetadata = async (): Promise<ProviderMetadata> => {
    const url = `${trimSlash(settings.issuer)}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Discovery at ${url} answered ${response.status}`);
    const metadata = metadataSchema.parse(await response.json());
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
    if (trimSlash(metadata.issuer) !== trimSlash(settings.issuer)) {
      throw new Error(`Discovery names issuer ${metadata.issuer}, expected ${settings.issuer}`);
    }
    return metadata;
  };

  const discover = (): Promise<ProviderMetadata> => {
    if (!cached || Date.now() - cached.at > DISCOVERY_CACHE_MS) {
      const metadata = fetchMetadata();
      cached = { metadata, at: Date.now() };
      metadata.catch(() => {
        if (cached?.metadata === metadata) cached = undefined;
      });
    }
    return cached.metadata;
  };

  const unreachable = (error: unknown) => {
    log.warn({ err: error }, 'The OpenID provider could not be reached');
    return new HttpError(502, SOCIAL_LOGIN_MESSAGES.exception);
  };

  const metadataOrFail = async () => {
    try {
      return await discover();
    } catch (error) {
      throw unreachable(error);
    }
  };

  const keysOf = (uri: string) => {
    if (keySet?.uri !== uri) keySet = { uri, keys: createRemoteJWKSet(new URL(uri)) };
    return keySet.keys;
  };

  return {
    settings,
    discover,

    async verifyIdToken(token) {
      const metadata = await metadataOrFail();
      try {
        const { payload } = await jwtVerify(token, keysOf(metadata.jwks_uri), {
          algorithms: ID_TOKEN_ALGORITHMS,
          issuer: metadata.issuer,
          audience: settings.clientId,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // Core §3.1.3.7: with several audiences the token must be issued to us (azp).
        if (Array.isArray(payload.aud) && payload.aud.length > 1) {
          if (payload.azp !== settings.clientId) throw failed();
        }
        return payload as IdTokenClaims;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (!(error instanceof errors.JOSEError)) log.warn({ err: error }, 'id token check failed');
        throw failed();
      }
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const metadata = await metadataOrFail();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        client_id: settings.clientId,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (settings.clientSecret) {
        // client_secret_basic (RFC 6749 §2.3.1): both parts form-encoded before base64.
        const user = encodeURIComponent(settings.clientId);
        const secret = encodeURIComponent(settings.clientSecret);
        headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
      }
      const response = await fetch(metadata.token_endpoint, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw unreachable(error);
      });
      if (!response.ok) {
        log.warn({ status: response.status }, 'token endpoint refused the code');
        throw failed();
      }
      const parsed = tokenResponse.safeParse(await response.json().catch(() => null));
      return parsed.success ? (parsed.data.id_token ?? null) : null;
    },
  };
}
