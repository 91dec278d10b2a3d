import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'festival';
export const TOKEN_AUDIENCE = 'festival-web';

export interface AccessTokenOptions {
  /** 32 random bytes kept in the `secrets` table. */
  key: Uint8Array;
  ttlSeconds: number;
}

export interface AccessTokenClaims {
  userId: number;
  /** The user's token version at signing; a password reset bumps it and voids older tokens. */
  version: number;
}

export interface AccessTokens {
  sign(userId: number, version?: number): Promise<string>;
  /** The user id of a valid token; null for anything expired, forged, malformed or foreign. */
  verify(token: string): Promise<number | null>;
  /** User id and token version of a valid token, else null. */
  verifyClaims(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens({ key, ttlSeconds }: AccessTokenOptions): AccessTokens {
  const verifyClaims = async (token: string): Promise<AccessTokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
      return { userId, version };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  };
  return {
    sign: (userId, version = 0) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verifyClaims,
    verify: async (token) => (await verifyClaims(token))?.userId ?? null,
  };
}
