import type {
  ActiveSession,
  RefreshResponse,
  SessionTokens,
} from '../../../src/api/contract/sessions';
import type { Role } from '../../../src/api/contract/common';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import { newRefreshToken, newSessionId, readRefreshToken } from '../../security/refresh-tokens';
import type { AccessTokens } from '../../security/tokens';
import { deviceOf } from './device-label';
import * as queries from './session-queries';

/** A retired refresh token still renews this long after its rotation, if its successor is unused. */
export const REFRESH_RETRY_GRACE_MS = 2 * 60 * 1000;

export interface SessionServiceDeps {
  db: Database;
  accessTokens: AccessTokens;
  /** Absolute lifetime of a login; refreshing never extends it. */
  lifetimeMs: number;
  /** Tells every node's chat which logins ended (`session.ended`); none in scripts and tests. */
  bus?: Pick<Bus, 'publish'>;
}

export interface SessionCaller {
  id: number;
  roles: Role[];
  sessionId: string;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Logins with an end: short access tokens, rotating refresh tokens, logout per device or all. */
export function createSessionService({ db, accessTokens, lifetimeMs, bus }: SessionServiceDeps) {
  /** The chat sockets of these logins close on every node at once. */
  const ended = async (userId: number, sessionIds: string[]) => {
    if (sessionIds.length > 0) await bus?.publish('session.ended', { userId, sessionIds });
  };

  const tokensFor = async (
    userId: number,
    sessionId: string,
    expiresAt: Date,
    refreshToken: string,
  ): Promise<SessionTokens> => {
    const access = await accessTokens.sign(userId, sessionId, expiresAt);
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.getTime(),
      refreshToken,
    };
  };

  return {
    /** A new login of `userId` on the device that sent `userAgent`. */
    async start(userId: number, userAgent: string | undefined): Promise<SessionTokens> {
      const now = new Date();
      const id = newSessionId();
      const refresh = newRefreshToken(id);
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      await queries.deleteEndedSessions(db, userId, now);
      await queries.insertSession(db, {
        id,
        userId,
        ...deviceOf(userAgent),
        refreshTokenHash: refresh.hash,
        rotatedAt: now,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
      return tokensFor(userId, id, expiresAt, refresh.token);
    },

    /**
     * New tokens for a refresh token, which is used up. A token that no longer renews (used
     * before, or the session reached its end) ends its whole session: whoever holds any of its
     * tokens, a thief or the owner, is logged out. Null when refused.
     */
    async refresh(refreshToken: string): Promise<RefreshResponse | null> {
      const presented = readRefreshToken(refreshToken);
      if (!presented) return null;
      const now = new Date();
      const next = newRefreshToken(presented.sessionId);
      const rotated = await queries.rotateRefreshToken(db, {
        sessionId: presented.sessionId,
        presentedHash: presented.hash,
        nextHash: next.hash,
        now,
        retryAfter: new Date(now.getTime() - REFRESH_RETRY_GRACE_MS),
      });
      const holder = rotated && (await queries.findSessionHolder(db, presented.sessionId, now));
      if (!holder?.confirmed || holder.roles.includes('ROLE_PHANTOM')) {
        const userId = await queries.deleteSession(db, presented.sessionId);
        if (userId !== null) await ended(userId, [presented.sessionId]);
        return null;
      }
      const tokens = await tokensFor(
        holder.userId,
        presented.sessionId,
        holder.expiresAt,
        next.token,
      );
      return { ...tokens, roles: holder.roles };
    },

    /**
     * Closes the user's chat sockets on every node now, for changes made elsewhere: their logins
     * were revoked (password reset, welcome mail, deletion) or their roles changed.
     */
    async announceEnded(userId: number): Promise<void> {
      await bus?.publish('session.ended', { userId });
    },

    /** The caller of an access token whose session is live, else null (checked on every request). */
    async authenticate(accessToken: string): Promise<SessionCaller | null> {
      const claims = await accessTokens.verifyClaims(accessToken);
      if (claims === null) return null;
      const holder = await queries.findSessionHolder(db, claims.sessionId, new Date());
      // Deleted users, phantoms and unconfirmed sign-ups hold no session.
      if (!holder || holder.userId !== claims.userId) return null;
      if (!holder.confirmed || holder.roles.includes('ROLE_PHANTOM')) return null;
      return { id: holder.userId, roles: holder.roles, sessionId: claims.sessionId };
    },

    async list(caller: SessionCaller): Promise<ActiveSession[]> {
      const rows = await queries.findLiveSessions(db, caller.id, new Date());
      return rows.map((row) => ({
        id: row.id,
        browser: row.browser,
        system: row.system,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    /** Ends one of the caller's sessions; false when it is not theirs or already over. */
    async end(caller: SessionCaller, sessionId: string): Promise<boolean> {
      const done = await queries.deleteOwnSession(db, caller.id, sessionId);
      if (done) await ended(caller.id, [sessionId]);
      return done;
    },

    /** Logs out this device, every other one, or all; answers how many sessions ended. */
    async logout(caller: SessionCaller, scope: 'this' | 'others' | 'all'): Promise<number> {
      let ids: string[];
      if (scope === 'this') {
        const done = await queries.deleteOwnSession(db, caller.id, caller.sessionId);
        ids = done ? [caller.sessionId] : [];
      } else {
        const except = scope === 'others' ? caller.sessionId : undefined;
        ids = await queries.revokeSessions(db, caller.id, { except });
      }
      await ended(caller.id, ids);
      return ids.length;
    },
  };
}
