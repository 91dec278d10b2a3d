import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'festival';
export const TOKEN_AUDIENCE = 'festival-web';

export interface AccessTokenOptions {
  /** 32 random bytes kept in the `secrets` table. */
  key: Uint8Array;
  ttlSeconds: number;
}

export interface AccessTokens {
  sign(userId: number): Promise<string>;
  /** The user id of a valid token; null for anything expired, forged, malformed or foreign. */
  verify(token: string): Promise<number | null>;
}

export function createAccessTokens({ key, ttlSeconds }: AccessTokenOptions): AccessTokens {
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
