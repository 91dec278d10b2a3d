import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'festival';
export const TOKEN_AUDIENCE = 'festival-web';

export interface AccessTokenOptions {
  /** 32 random bytes kept in the `secrets` table. */
  key: Uint8Array;
  /** Short (minutes): a stolen token works at most this long; the refresh token renews it. */
  ttlSeconds: number;
}

export interface AccessTokenClaims {
  userId: number;
  /** The login (row of `sessions`) the token belongs to; gone or expired, the token is refused. */
  sessionId: string;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  /** A token for one session; it never outlives `notAfter` (the session's absolute end). */
  sign(userId: number, sessionId: string, notAfter?: Date): Promise<SignedAccessToken>;
  /** The user id of a valid token; null for anything expired, forged, malformed or foreign. */
  verify(token: string): Promise<number | null>;
  /** User id and session id of a valid token, else null. Says nothing about the session itself. */
  verifyClaims(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens({ key, ttlSeconds }: AccessTokenOptions): AccessTokens {
  const verifyClaims = async (token: string): Promise<AccessTokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeof sessionId !== 'string' || sessionId.length === 0) return null;
      return { userId, sessionId };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };
  return {
    async sign(userId, sessionId, notAfter) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const latest = notAfter ? Math.floor(notAfter.getTime() / 1000) : Infinity;
      const expSeconds = Math.min(nowSeconds + ttlSeconds, latest);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(expSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expSeconds * 1000) };
    },
    verifyClaims,
    verify: async (token) => (await verifyClaims(token))?.userId ?? null,
  };
}
