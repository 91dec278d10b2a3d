import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { API_MESSAGES, type Role } from '../../src/api/contract/common';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/client';
import { createSessionService, type SessionService } from '../modules/auth/session-service';
import { loadSigningKey } from '../security/signing-key';
import { type AccessTokens, createAccessTokens } from '../security/tokens';
import { HttpError } from './http-error';

export interface AuthUser {
  id: number;
  /** Read from the database on every request, so role changes apply at once. */
  roles: Role[];
  /** The login (device) the access token belongs to. */
  sessionId: string;
}

/** An onRequest hook: `{ onRequest: app.requireAuth }` or `{ onRequest: [app.requireRole(…)] }`. */
export type AuthGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when a valid bearer token of an existing user came along, else null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Logins: start, refresh, list and end them (`server/modules/auth/session-service.ts`). */
    sessions: SessionService;
    /** Resolves a bearer token to its user (also for the chat socket's CONNECT frame). */
    authenticateToken(token: string): Promise<AuthUser | null>;
    /** Route hook: 401 without a valid login. */
    requireAuth: AuthGuard;
    /** Route hook: 401 without login, 403 without one of `roles` (ROLE_ADMIN passes every check). */
    requireRole(...roles: Role[]): AuthGuard;
  }
}

export interface AuthOptions {
  db: Database;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a login. */
  sessionLifetimeMs: number;
  /** Where ended logins are announced to every node's chat. */
  bus: Bus;
}

export async function setupAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const key = await loadSigningKey(options.db);
  const accessTokens = createAccessTokens({ key, ttlSeconds: options.accessTokenTtlSeconds });

  const sessions = createSessionService({
    db: options.db,
    accessTokens,
    lifetimeMs: options.sessionLifetimeMs,
    bus: options.bus,
  });
  // The session is looked up on every request, so a logout or revocation applies at once on
  // every node.
  const authenticateToken = (token: string): Promise<AuthUser | null> =>
    sessions.authenticate(token);

  const requireAuth: AuthGuard = (request, _reply, done) => {
    done(request.user ? undefined : new HttpError(401, API_MESSAGES.notLoggedIn));
  };

  const requireRole = (...roles: Role[]): AuthGuard => {
    return (request, _reply, done) => {
      if (!request.user) return done(new HttpError(401, API_MESSAGES.notLoggedIn));
      const held = request.user.roles;
      const allowed = held.includes('ROLE_ADMIN') || roles.some((role) => held.includes(role));
      done(allowed ? undefined : new HttpError(403, API_MESSAGES.forbidden));
    };
  };

  app.decorate('accessTokens', accessTokens);
  app.decorate('sessions', sessions);
  app.decorate('authenticateToken', authenticateToken);
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', requireRole);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) request.user = await authenticateToken(token);
  });
}

/** The caller of a route guarded by requireAuth/requireRole (throws 401 anywhere else). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
  return request.user;
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
