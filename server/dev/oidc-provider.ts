/**
 * A local OpenID Connect provider for development and tests (never for production): any login
 * name signs in with any password. Login names with an `@` are the account's e-mail (verified);
 * names without one give an account without e-mail. Test accounts:
 *
 * - `sam@social.test` — a new person with an e-mail
 * - `noemail` — no e-mail (the app asks for one)
 * - `user@festival.test` — the e-mail of a seeded password account ('The Email is already in use.')
 *
 * `npm run dev:oidc` starts it on http://localhost:4000 for the app on :3000 and Vite on :5173;
 * start the server with OIDC_ISSUER=http://localhost:4000 OIDC_CLIENT_ID=festival-dev.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type KoaContext } from 'oidc-provider';

export const DEV_PUBLIC_CLIENT_ID = 'festival-dev';
export const DEV_CONFIDENTIAL_CLIENT_ID = 'festival-dev-confidential';
export const DEV_CLIENT_SECRET = 'festival-dev-secret';

export interface DevOidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where the app receives the code, e.g. http://127.0.0.1:3000/auth/cognito. */
  redirectUris: string[];
}

export interface DevOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

const SCOPES = 'openid email profile';

function claimsOf(accountId: string): Record<string, unknown> {
  const local = accountId.split('@')[0] ?? accountId;
  const words = local.split(/[._-]+/).filter(Boolean);
  const given = words[0] ?? local;
  const claims: Record<string, unknown> = {
    sub: accountId,
    given_name: given.charAt(0).toUpperCase() + given.slice(1),
    family_name: 'Social',
  };
  if (accountId.includes('@')) {
    claims.email = accountId.toLowerCase();
    claims.email_verified = true;
  }
  return claims;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Starts the provider; `issuer` is its address (discovery under /.well-known/…). */
export async function startDevOidcProvider(
  options: DevOidcProviderOptions,
): Promise<DevOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  const port = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const client = {
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
  };
  const provider = new Provider(issuer, {
    clients: [
      { ...client, client_id: DEV_PUBLIC_CLIENT_ID, token_endpoint_auth_method: 'none' },
      {
        ...client,
        client_id: DEV_CONFIDENTIAL_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => claimsOf(accountId),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Put e-mail and name into the id token, as Cognito does.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Skip the consent page: every client here is ours.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client: current, session, result } = ctx.oidc;
      if (!current || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(current.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({
        clientId: current.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 14 * 24 * 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.OIDC_DEV_PORT ?? 4000);
  const apps = (process.env.OIDC_DEV_APPS ?? 'http://localhost:3000,http://localhost:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const provider = await startDevOidcProvider({
    port,
    host: 'localhost',
    redirectUris: apps.map((origin) => `${origin}/auth/cognito`),
  });
  console.log(`Dev OpenID provider: ${provider.issuer} (client ${DEV_PUBLIC_CLIENT_ID})`);
}
