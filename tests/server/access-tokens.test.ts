import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/security/tokens';

const key = new Uint8Array(randomBytes(32));
const tokens = createAccessTokens({ key, ttlSeconds: 3600 });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  const sign = async (userId: number) => (await tokens.sign(userId, 'session-1')).token;

  it('a signed token verifies to its user id and session', async () => {
    const token = await sign(42);
    expect(await tokens.verify(token)).toBe(42);
    expect(await tokens.verifyClaims(token)).toEqual({ userId: 42, sessionId: 'session-1' });
  });

  it('a token never outlives the end of its session', async () => {
    const sessionEnd = new Date(Date.now() + 90_000);
    const signed = await tokens.sign(42, 'session-1', sessionEnd);
    expect(signed.expiresAt.getTime()).toBe(Math.floor(sessionEnd.getTime() / 1000) * 1000);
    const far = await tokens.sign(42, 'session-1', new Date(Date.now() + 86_400_000));
    expect(far.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('a token without a session id is refused (tokens from before sessions)', async () => {
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('an expired token is refused', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(nowSeconds() - 7200)
      .setExpirationTime(nowSeconds() - 60)
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token with alg "none" is refused', async () => {
    const payload = {
      sub: '42',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    };
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token signed with another key is refused', async () => {
    const other = createAccessTokens({ key: new Uint8Array(randomBytes(32)), ttlSeconds: 3600 });
    expect(await tokens.verify((await other.sign(42, 'session-1')).token)).toBeNull();
  });

  it('a token with another algorithm, issuer or audience is refused', async () => {
    const claims = () => new SignJWT({}).setSubject('42').setIssuedAt().setExpirationTime('1h');
    const hs512 = await claims()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .sign(key);
    const foreignIssuer = await claims()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('someone-else')
      .setAudience(TOKEN_AUDIENCE)
      .sign(key);
    const foreignAudience = await claims()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('another-app')
      .sign(key);
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify(foreignIssuer)).toBeNull();
    expect(await tokens.verify(foreignAudience)).toBeNull();
  });

  it('garbage and tampered tokens are refused', async () => {
    const token = await sign(42);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${base64url({ sub: '1', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: nowSeconds(), exp: nowSeconds() + 60 })}.${signature}`;
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify(tampered)).toBeNull();
  });

  it('a token without a numeric subject is refused', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });
});
