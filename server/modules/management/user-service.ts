import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Role } from '../../../src/api/contract/common';
import {
  type AdminUser,
  type adminUserUpdate,
  EMAIL_SEARCH_LIMIT,
  MANAGEMENT_MESSAGES,
  type newUserRequest,
  type UserRef,
} from '../../../src/api/contract/management';
import { isPlaceholderEmail, WELCOME_MESSAGES } from '../../../src/api/contract/welcome';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { MailLanguage } from '../../mail/language';
import type { Mailer } from '../../mail/mailer';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { hashPassword } from '../../security/passwords';
import { findUserByEmail, insertUser } from '../auth/queries';
import { revokeSessions } from '../auth/session-queries';
import type { SessionService } from '../auth/session-service';
import { uniqueViolation } from '../auth/unique-violation';
import { changeOf, recordAudit } from '../audit/record';
import { eq } from 'drizzle-orm';
import { erasePerson } from '../users/account-deletion';
import { imageFileId } from './images';
import { changedUserFields } from './user-changes';
import * as queries from './user-queries';
import { generatePassword, renderInviteMail, renderWelcomeMail } from './welcome-mail';

type NewUser = z.output<typeof newUserRequest>;
type UserUpdate = z.output<typeof adminUserUpdate>;

export interface UserAdminDeps {
  db: Database;
  /** Closes a changed or deleted account's chat sockets on every node. */
  sessions: Pick<SessionService, 'announceEnded'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const notFound = () => new HttpError(404, MANAGEMENT_MESSAGES.userNotFound);

/** A phantom's roles once the welcome mail makes it a real account. */
const activatedRoles = (roles: readonly Role[]): Role[] => [
  ...new Set([...roles.filter((role) => role !== 'ROLE_PHANTOM'), 'ROLE_USER' as const]),
];

function conflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_name_lower_key')
    return new HttpError(409, MANAGEMENT_MESSAGES.nameExists);
  if (constraint !== null) return new HttpError(409, MANAGEMENT_MESSAGES.emailExists);
  return error;
}

export function createUserAdminService({ db, sessions, mailer, publicUrl, log }: UserAdminDeps) {
  const one = async (id: number): Promise<AdminUser> => {
    const [user] = await queries.findAdminUsers(db, { id });
    if (!user) throw notFound();
    return user;
  };

  const checkIds = async (table: 'tags' | 'genres', ids: number[]) => {
    if ((await queries.existingIds(db, table, ids)) !== ids.length) {
      throw new HttpError(400, `${table}: Unknown id`);
    }
  };

  return {
    one,
    list: (search?: string, role?: Role) =>
      queries.findAdminUsers(db, { search: search?.trim() || undefined, role }),

    /** Spec §3 New-user payload; the account logs in after a welcome mail (Send Welcome). */
    async create(type: Role, input: NewUser, caller: AuthUser): Promise<AdminUser> {
      const genreIds = [...new Set(input.genre)];
      await checkIds('genres', genreIds);
      const roles: Role[] =
        type === 'ROLE_PHANTOM' ? ['ROLE_PHANTOM', 'ROLE_ARTIST'] : ['ROLE_USER', type];
      try {
        const id = await db.transaction(async (tx) => {
          const socials = input.socials ?? {};
          const created = await insertUser(
            tx,
            {
              email: input.email.toLowerCase(),
              firstName: input.firstName || null,
              lastName: input.lastName || null,
              name: input.name || null,
              bio: input.bio ?? null,
              imageFileId: (await imageFileId(tx, input.profilePic)) ?? null,
              website: input.website ?? socials.website ?? null,
              spotify: socials.spotify ?? null,
              soundcloud: socials.soundcloud ?? null,
              instagram: socials.instagram ?? null,
              youtube: socials.youtube ?? null,
              linkedin: socials.linkedIn ?? null,
              twitter: socials.twitter ?? null,
              roleLabel: input.role ?? (type === 'ROLE_ARTIST' ? 'Artist' : null),
              confirmed: true,
            },
            [...new Set(roles)],
          );
          await recordAudit(tx, caller, {
            action: 'user.create',
            targetKind: 'user',
            targetId: created,
            summary: [...new Set(roles)].sort().join(', '),
          });
          await queries.replaceGenres(tx, created, genreIds);
          if (input.company) {
            await queries.replaceProfessions(tx, created, [
              { role: input.role ?? 'Team', companyName: input.company },
            ]);
          }
          return created;
        });
        return await one(id);
      } catch (error) {
        throw conflict(error);
      }
    },

    /** Spec §3 Admin user-edit payload. */
    async update(input: UserUpdate, caller: AuthUser): Promise<AdminUser> {
      const before = await one(input.userId);
      const tagIds = [...new Set(input.tags)];
      const genreIds = [...new Set(input.genre)];
      await checkIds('tags', tagIds);
      await checkIds('genres', genreIds);
      const { socials } = input;
      try {
        await db.transaction(async (tx) => {
          const image = await imageFileId(tx, input.profilePicture);
          await tx
            .update(users)
            .set({
              email: input.email.toLowerCase(),
              name: input.username || null,
              firstName: input.firstName || null,
              lastName: input.lastName || null,
              bio: input.bio ?? null,
              ...(image === undefined ? {} : { imageFileId: image }),
              ...(socials.website === undefined ? {} : { website: socials.website }),
              ...(socials.spotify === undefined ? {} : { spotify: socials.spotify }),
              ...(socials.soundcloud === undefined ? {} : { soundcloud: socials.soundcloud }),
              ...(socials.instagram === undefined ? {} : { instagram: socials.instagram }),
              ...(socials.youtube === undefined ? {} : { youtube: socials.youtube }),
              ...(socials.linkedIn === undefined ? {} : { linkedin: socials.linkedIn }),
              ...(socials.twitter === undefined ? {} : { twitter: socials.twitter }),
            })
            .where(eq(users.id, input.userId));
          await queries.replaceTags(tx, input.userId, tagIds);
          await queries.replaceGenres(tx, input.userId, genreIds);
          await queries.replaceProfessions(tx, input.userId, input.professions);
          await recordAudit(tx, caller, {
            action: 'user.update',
            targetKind: 'user',
            targetId: input.userId,
            summary: changedUserFields(before, input).join(', '),
          });
        });
      } catch (error) {
        throw conflict(error);
      }
      return one(input.userId);
    },

    async setRoles(userId: number, roles: Role[], caller: AuthUser): Promise<AdminUser> {
      const before = await one(userId);
      // An admin cannot lock themselves out of the management area.
      if (userId === caller.id && !roles.includes('ROLE_ADMIN')) {
        throw new HttpError(400, MANAGEMENT_MESSAGES.ownAdminRole);
      }
      await db.transaction(async (tx) => {
        await queries.replaceRoles(tx, userId, roles);
        await recordAudit(tx, caller, {
          action: 'user.roles',
          targetKind: 'user',
          targetId: userId,
          summary: changeOf(before.roles, [...new Set(roles)]),
        });
      });
      // Requests read the roles anew each time; a socket holds those of its CONNECT.
      await sessions.announceEnded(userId);
      return one(userId);
    },

    /**
     * Spec §4 Sending welcome e-mail: a new password replaces the old one and is mailed with the
     * admin's text. A phantom artist becomes a real account that can log in.
     */
    async sendWelcome(
      userId: number,
      text: string,
      language: MailLanguage,
      caller: AuthUser,
    ): Promise<void> {
      const user = await one(userId);
      if (isPlaceholderEmail(user.email)) {
        throw new HttpError(400, WELCOME_MESSAGES.placeholderEmail);
      }
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await queries.setPassword(tx, userId, passwordHash);
        // The old password's logins end: only the mail's reader holds the account now.
        await revokeSessions(tx, userId);
        if (user.phantom) {
          await queries.removeRole(tx, userId, 'ROLE_PHANTOM');
          await queries.addRoles(tx, userId, ['ROLE_USER']);
        }
        await recordAudit(tx, caller, {
          action: 'user.welcome',
          targetKind: 'user',
          targetId: userId,
          summary: user.phantom ? changeOf(user.roles, activatedRoles(user.roles)) : '',
        });
      });
      await sessions.announceEnded(userId);
      const name = user.fullName || user.name;
      await mailer.sendMail(
        renderWelcomeMail(
          language,
          { email: user.email, name },
          text,
          password,
          `${publicUrl}/login`,
        ),
      );
    },

    async remove(userId: number, caller: AuthUser): Promise<void> {
      if (userId === caller.id) throw new HttpError(400, MANAGEMENT_MESSAGES.deleteSelf);
      const before = await one(userId);
      await db.transaction(async (tx) => {
        // The same erasure as a member's own deletion (GDPR Art. 17): orders stay, detached.
        if (!(await erasePerson(tx, userId))) throw notFound();
        await recordAudit(tx, caller, {
          action: 'user.delete',
          targetKind: 'user',
          targetId: userId,
          summary: [...before.roles].sort().join(', '),
        });
      });
      await sessions.announceEnded(userId);
    },

    /** Exact address, or a prefix whose matches show no more of the address than was typed. */
    async searchByEmail(text: string): Promise<UserRef[]> {
      const wanted = text.trim();
      const found = await queries.searchUsersByEmail(db, wanted, EMAIL_SEARCH_LIMIT);
      if (found.length === 0) throw new HttpError(404, MANAGEMENT_MESSAGES.noUserWithEmail);
      return found.map((user) => {
        const exact = user.email.toLowerCase() === wanted.toLowerCase();
        const email = exact ? user.email : `${user.email.slice(0, wanted.length)}…`;
        return { id: user.id, name: user.name === user.email ? email : user.name, email };
      });
    },

    async invite(email: string, caller: AuthUser, language: MailLanguage): Promise<void> {
      const inviter = await one(caller.id);
      if (await findUserByEmail(db, email.toLowerCase())) {
        throw new HttpError(409, MANAGEMENT_MESSAGES.emailExists);
      }
      try {
        await mailer.sendMail(
          renderInviteMail(
            language,
            email,
            inviter.fullName || inviter.email,
            `${publicUrl}/register`,
          ),
        );
      } catch (error) {
        log.error({ err: error }, 'Invitation mail could not be sent');
        throw error;
      }
    },
  };
}
