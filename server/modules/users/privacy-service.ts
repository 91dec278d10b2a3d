import { eq, sql } from 'drizzle-orm';
import { PEOPLE_MESSAGES } from '../../../src/api/contract/people';
import {
  type DataExport,
  PRIVACY_MESSAGES,
  type PrivacyChoices,
  type PrivacyChoicesRequest,
} from '../../../src/api/contract/privacy';
import { type Database, queryRows } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { verifyPassword } from '../../security/passwords';
import type { SessionService } from '../auth/session-service';
import { deletePerson } from './account-deletion';
import { readDataExport } from './data-export';
import { isArtistOrSpeaker } from './people-sql';
import * as queries from './queries';

const notFound = () => new HttpError(404, PEOPLE_MESSAGES.userNotFound);

/** A member's privacy choices, their data export and the deletion of their account (issue #42). */
export function createPrivacyService(
  db: Database,
  sessions: Pick<SessionService, 'announceEnded'>,
) {
  async function choices(userId: number): Promise<PrivacyChoices> {
    const [row] = await queryRows<{ profile_public: boolean; in_lobby: boolean; artist: boolean }>(
      db,
      sql`SELECT u.profile_public, u.in_lobby, ${isArtistOrSpeaker} AS artist
        FROM users u WHERE u.id = ${userId}`,
    );
    if (!row) throw notFound();
    return { profilePublic: row.profile_public, inLobby: row.in_lobby, publicAsArtist: row.artist };
  }

  return {
    choices,

    async choose(caller: AuthUser, input: PrivacyChoicesRequest): Promise<PrivacyChoices> {
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      ) as Partial<Pick<typeof users.$inferInsert, 'profilePublic' | 'inLobby'>>;
      if (Object.keys(changes).length > 0) {
        await db.update(users).set(changes).where(eq(users.id, caller.id));
      }
      return choices(caller.id);
    },

    /** One consistent read of everything about the caller. */
    exportData(caller: AuthUser): Promise<DataExport> {
      return db.transaction(async (tx) => {
        const profile = await queries.findProfile(tx, caller.id);
        if (!profile) throw notFound();
        return readDataExport(tx, profile);
      });
    },

    /** Art. 17 from the profile: the password confirms; the last admin cannot leave. */
    async deleteAccount(caller: AuthUser, password: string): Promise<void> {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, caller.id));
      if (!user) throw notFound();
      if (user.passwordHash === null)
        throw new HttpError(403, PRIVACY_MESSAGES.deletionNeedsPassword);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(403, PRIVACY_MESSAGES.deletionPasswordWrong);
      }
      if (caller.roles.includes('ROLE_ADMIN')) {
        const [others] = await queryRows<{ count: number }>(
          db,
          sql`SELECT count(*)::int AS count FROM user_roles
            WHERE role = 'ROLE_ADMIN' AND user_id <> ${caller.id}`,
        );
        if ((others?.count ?? 0) === 0) throw new HttpError(409, PRIVACY_MESSAGES.lastAdminStays);
      }
      if (!(await deletePerson(db, caller.id))) throw notFound();
      await sessions.announceEnded(caller.id);
    },
  };
}
