import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser } from '../../src/api/contract/auth';
import { SOCIAL_LOGIN_MESSAGES } from '../../src/api/contract/social-login';
import { userIdentities } from '../../server/db/schema/social-login';
import { users } from '../../server/db/schema/users';
import {
  apiHeaders,
  createTestApp,
  createUser,
  linkIn,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const CLIENT_ID = 'festival-test';
const CLIENT_SECRET = 'test secret/+';
const FAILED = { message: 'Login with Cognito failed.' };
const CONFIRM_FIRST = SOCIAL_LOGIN_MESSAGES.confirmEmail;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

interface TokenRequest {
  form: URLSearchParams;
  authorization: string | undefined;
}

/** A provider on loopback: discovery, JWKS and a token endpoint that records what it got. */
async function startFakeProvider(signingKey: KeyPair) {
  const jwk = { ...(await exportJWK(signingKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const tokenRequests: TokenRequest[] = [];
  let tokenAnswer: { status: number; body: object } = { status: 200, body: {} };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const issuer = origin();
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    } else if (req.url === '/jwks') {
      send(200, { keys: [jwk] });
    } else if (req.url === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        tokenRequests.push({
          form: new URLSearchParams(body),
          authorization: req.headers.authorization,
        });
        send(tokenAnswer.status, tokenAnswer.body);
      });
    } else {
      send(404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: origin(),
    tokenRequests,
    answerTokenRequests: (status: number, body: object) => {
      tokenAnswer = { status, body };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

forEachDatabase('social login', (use) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let key: KeyPair;
  let otherKey: KeyPair;
  let n = 0;

  beforeAll(async () => {
    key = await generateKeyPair('RS256');
    otherKey = await generateKeyPair('RS256');
    provider = await startFakeProvider(key);
    const database = use();
    t = await createTestApp({
      ...database,
      config: {
        ...database.config,
        oidc: {
          issuer: provider.issuer,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          scopes: 'openid email',
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const nonce = () => randomBytes(18).toString('base64url');
  const subject = () => {
    n += 1;
    return `subject-${n}-${randomBytes(4).toString('hex')}`;
  };
  const idToken = (claims: JWTPayload, options: { key?: KeyPair; exp?: string | number } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(provider.issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '5m')
      .sign((options.key ?? key).privateKey);
  const verify = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOAuth',
      headers: apiHeaders(),
      payload: body,
    });

  it('tells the app where to start the login', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/social/config',
      headers: apiHeaders(),
    });
    expect(res.json()).toEqual({
      enabled: true,
      authorizationEndpoint: `${provider.issuer}/authorize`,
      clientId: CLIENT_ID,
      scopes: 'openid email',
    });
  });

  it('creates and links an account on the first login, and logs into it later', async () => {
    const sub = subject();
    const email = `${sub}@Social.Example`;
    const first = nonce();
    const token = await idToken({ sub, nonce: first, email, given_name: 'Sam' });
    const res = await verify({ token, nonce: first });
    expect(res.statusCode).toBe(200);
    const session = sessionUser.parse(res.json());
    expect(session.email).toBe(email.toLowerCase());
    expect(session.firstName).toBe('Sam');
    expect(session.firstLogin).toBe(true);
    expect(session.roles).toEqual(['ROLE_USER']);
    expect(await t.app.accessTokens.verify(session.accessToken)).toBe(session.id);

    const again = nonce();
    const second = await verify({ token: await idToken({ sub, nonce: again }), nonce: again });
    expect(second.statusCode).toBe(200);
    expect(sessionUser.parse(second.json()).id).toBe(session.id);
    const links = await t.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, session.id));
    expect(links.map((l) => [l.issuer, l.subject])).toEqual([[provider.issuer, sub]]);
  });

  it('refuses a token signed with another key', async () => {
    const value = nonce();
    const token = await idToken(
      { sub: subject(), nonce: value, email: 'x1@example.org' },
      {
        key: otherKey,
      },
    );
    const res = await verify({ token, nonce: value });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(FAILED);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const value = nonce();
    const foreign = await new SignJWT({ sub: subject(), nonce: value, email: 'x2@example.org' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(provider.issuer)
      .setAudience('another-app')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);
    expect((await verify({ token: foreign, nonce: value })).json()).toMatchObject(FAILED);
    const otherIssuer = await new SignJWT({ sub: subject(), nonce: value, email: 'x3@example.org' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://evil.example')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);
    const res = await verify({ token: otherIssuer, nonce: value });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(FAILED);
  });

  it('refuses an expired token', async () => {
    const value = nonce();
    const exp = Math.floor(Date.now() / 1000) - 120;
    const token = await idToken({ sub: subject(), nonce: value, email: 'x4@example.org' }, { exp });
    const res = await verify({ token, nonce: value });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(FAILED);
  });

  it('refuses an HMAC token keyed with the client secret', async () => {
    const value = nonce();
    const token = await new SignJWT({ sub: subject(), nonce: value, email: 'x5@example.org' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(provider.issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(CLIENT_SECRET));
    expect((await verify({ token, nonce: value })).json()).toMatchObject(FAILED);
  });

  it('refuses a replayed token and a nonce this browser did not send', async () => {
    const value = nonce();
    const token = await idToken({ sub: subject(), nonce: value, email: `${subject()}@ex.org` });
    expect((await verify({ token, nonce: nonce() })).json()).toMatchObject(FAILED);
    expect((await verify({ token, nonce: value })).statusCode).toBe(200);
    const replay = await verify({ token, nonce: value });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject(FAILED);
  });

  const confirmFromMail = async (email: string) => {
    const link = linkIn(await waitForMail(t.outboxDir, email), 'http');
    const token = new URL(link).searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-account?token=${encodeURIComponent(token)}`,
      headers: apiHeaders(),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('asks for an e-mail when the provider gives none; a typed one is confirmed by mail first', async () => {
    const sub = subject();
    const value = nonce();
    const token = await idToken({ sub, nonce: value });
    const ask = await verify({ token, nonce: value });
    expect(ask.statusCode).toBe(422);
    expect(ask.json()).toMatchObject({ message: 'Please provide your email' });
    const email = `${subject()}@typed.example`;
    const res = await verify({ token, nonce: value, email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: CONFIRM_FIRST });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.confirmed).toBe(false);
    // Before the address is confirmed the provider account logs in to nothing.
    const early = nonce();
    const before = await verify({ token: await idToken({ sub, nonce: early }), nonce: early });
    expect(before.statusCode).toBe(403);
    await confirmFromMail(email);
    const later = nonce();
    const after = await verify({ token: await idToken({ sub, nonce: later }), nonce: later });
    expect(after.statusCode, after.body).toBe(200);
    expect(sessionUser.parse(after.json()).email).toBe(email);
  });

  it('treats a provider e-mail without email_verified: true like a typed one', async () => {
    for (const verified of [false, undefined, 'true']) {
      const value = nonce();
      const email = `${subject()}@unverified.example`;
      const claims = { sub: subject(), nonce: value, email, email_verified: verified };
      const res = await verify({ token: await idToken(claims), nonce: value });
      expect(res.statusCode, String(verified)).toBe(403);
      expect(res.json()).toMatchObject({ message: CONFIRM_FIRST });
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(row?.confirmed).toBe(false);
    }
  });

  it('answers 423 when the e-mail belongs to another account, and links nothing', async () => {
    const owner = await createUser(t.app.db);
    const value = nonce();
    const sub = subject();
    const token = await idToken({ sub, nonce: value, email: owner.email.toUpperCase() });
    const res = await verify({ token, nonce: value });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ message: 'The Email is already in use.' });
    const typed = await verify({
      token: await idToken({ sub: subject(), nonce: value }),
      nonce: value,
      email: owner.email,
    });
    expect(typed.statusCode).toBe(423);
    const links = await t.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, sub));
    expect(links).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.passwordHash).not.toBeNull();
  });

  it('exchanges the code at the token endpoint as a form post with PKCE and the secret', async () => {
    provider.answerTokenRequests(200, { id_token: 'the.id.token', token_type: 'Bearer' });
    const body = {
      code: 'code-1',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'http://127.0.0.1:3000/auth/cognito',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cognito/token',
      headers: apiHeaders(),
      payload: body,
    });
    expect(res.json()).toEqual({ idToken: 'the.id.token' });
    const sent = provider.tokenRequests.at(-1);
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: body.redirectUri,
      code_verifier: body.codeVerifier,
      client_id: CLIENT_ID,
    });
    const basic = Buffer.from(`${CLIENT_ID}:${encodeURIComponent(CLIENT_SECRET)}`);
    expect(sent?.authorization).toBe(`Basic ${basic.toString('base64')}`);

    provider.answerTokenRequests(200, { access_token: 'only-access' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cognito/token',
      headers: apiHeaders(),
      payload: body,
    });
    expect(none.json()).toEqual({ idToken: null });

    provider.answerTokenRequests(400, { error: 'invalid_grant' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cognito/token',
      headers: apiHeaders(),
      payload: body,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject(FAILED);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cognito/token',
      headers: apiHeaders(),
      payload: { ...body, redirectUri: 'http://127.0.0.1:3000/somewhere' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('tells a provider user the e-mail of the linked account, and nobody else', async () => {
    const sub = subject();
    const email = `${sub}@linked.example`;
    const value = nonce();
    await verify({ token: await idToken({ sub, nonce: value, email }), nonce: value });
    const proof = await idToken({ sub, nonce: nonce() });
    const ask = (username: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/auth/cognito/getEmailByUsername?username=${encodeURIComponent(username)}`,
        headers: { ...apiHeaders(), ...(token ? { 'x-id-token': token } : {}) },
      });
    expect((await ask(sub, proof)).json()).toEqual({ email });
    expect((await ask(sub)).statusCode).toBe(401);
    expect((await ask('someone-else', proof)).statusCode).toBe(403);
    const strangerSub = subject();
    const unknown = await ask(strangerSub, await idToken({ sub: strangerSub, nonce: nonce() }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Please provide your email' });
  });
});

describe('social login without a provider', () => {
  it('is reported as off, and verifyOAuth answers 503', async () => {
    const { createTestDatabase } = await import('../helpers/test-db');
    const database = await createTestDatabase('pglite');
    const t = await createTestApp(database);
    try {
      const config = await t.app.inject({
        method: 'GET',
        url: '/api/auth/social/config',
        headers: apiHeaders(),
      });
      expect(config.json()).toEqual({ enabled: false });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verifyOAuth',
        headers: apiHeaders(),
        payload: { token: 'a.b.c', nonce: 'n'.repeat(20) },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
      await database.close();
    }
  }, 60_000);
});
