import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type SessionProfile,
  type SessionUser,
  type SigninRequest,
  type SignupRequest,
} from '../../../src/api/contract/auth';
import { API_MESSAGES } from '../../../src/api/contract/common';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { HttpError } from '../../plugins/http-error';
import {
  CONFIRMATION_TOKEN_TTL_MS,
  createOneTimeToken,
  hashToken,
  RESET_TOKEN_TTL_MS,
} from '../../security/one-time-tokens';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { AttemptLimiter } from '../../security/attempt-limiter';
import { type AuthClient, limitSignup, limitSignupProbe } from './limits';
import * as queries from './queries';
import { revokeSessions } from './session-queries';
import type { SessionService } from './session-service';
import { toSessionProfile } from './session-user';
import { storeSignupImage } from './signup-image';
import { uniqueViolation } from './unique-violation';

export interface AuthServiceDeps {
  db: Database;
  sessions: SessionService;
  mailer: Mailer;
  /** Origin of the app, for links in mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface ResetPasswordInput {
  userId: number;
  token: string;
  password: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

const wrongCredentials = () => new HttpError(401, AUTH_MESSAGES.wrongCredentials);
const nameExists = () => new HttpError(404, AUTH_MESSAGES.nameExists);
const emailExists = () => new HttpError(403, AUTH_MESSAGES.emailExists);

export function createAuthService({ db, sessions, mailer, publicUrl, log }: AuthServiceDeps) {
  const limiter = new AttemptLimiter(db);
  const send = async (message: Parameters<Mailer['sendMail']>[0]) => {
    try {
      await mailer.sendMail(message);
    } catch (error) {
      log.error({ err: error }, 'Mail could not be sent');
    }
  };

  /**
   * A confirmation token for a new account's columns, and the mail that carries its link. The
   * mail greets nobody by name: until the address is confirmed, the name is whatever the sender
   * of the sign-up typed, and the mail must carry no text of theirs.
   */
  const newConfirmation = (email: string, language: MailLanguage) => {
    const confirmation = createOneTimeToken(CONFIRMATION_TOKEN_TTL_MS);
    const link = `${publicUrl}/confirm-account?token=${confirmation.token}`;
    return {
      columns: {
        confirmationTokenHash: confirmation.hash,
        confirmationTokenExpiresAt: confirmation.expiresAt,
      },
      send: () => send(renderMail(language, 'confirmAccount', email, { name: null, link })),
    };
  };

  const profile = async (user: queries.UserRow): Promise<SessionProfile> => {
    const [roles, favourites] = await Promise.all([
      queries.findUserRoles(db, user.id),
      queries.findFavouriteEventIds(db, user.id),
    ]);
    return toSessionProfile(user, roles ?? [], favourites);
  };

  /** A new login on the device that sent `userAgent`: the profile and the session's tokens. */
  const login = async (user: queries.UserRow, userAgent: string | undefined) => {
    const [fields, tokens] = await Promise.all([profile(user), sessions.start(user.id, userAgent)]);
    return { ...fields, ...tokens } satisfies SessionUser;
  };

  const requestReset = async (rawEmail: string, language: MailLanguage): Promise<void> => {
    const user = await queries.findUserByEmail(db, rawEmail.trim().toLowerCase());
    if (!user) return;
    const roles = (await queries.findUserRoles(db, user.id)) ?? [];
    if (roles.includes('ROLE_PHANTOM')) return;
    const reset = createOneTimeToken(RESET_TOKEN_TTL_MS);
    await queries.storeResetToken(db, user.id, reset.hash, reset.expiresAt);
    const link = `${publicUrl}/u/reset/password/u/${user.id}/t/${reset.token}`;
    // An unconfirmed account's name was typed by whoever signed the address up.
    const name = user.confirmed ? user.firstName : null;
    await send(renderMail(language, 'resetPassword', user.email, { name, link }));
  };

  return {
    newConfirmation,

    /**
     * Creates an unconfirmed member and mails the confirmation link (spec §5, §8 statuses). An
     * earlier sign-up of the address that nobody confirmed gives way: only the mailbox's owner
     * can confirm, so an address cannot be squatted. Answers the new account's id.
     */
    async signup(
      input: SignupRequest,
      language: MailLanguage,
      client: AuthClient,
    ): Promise<number> {
      const email = input.email.toLowerCase();
      await limitSignupProbe(limiter, client);
      if (await queries.isNameHeld(db, input.name, email)) throw nameExists();
      if (await queries.isEmailHeld(db, email)) throw emailExists();
      await limitSignup(limiter, email);
      const passwordHash = await hashPassword(input.password);
      const confirmation = newConfirmation(email, language);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          await queries.dropOpenSignup(tx, email);
          const imageFileId = input.image ? await storeSignupImage(tx, input.image) : null;
          const user = {
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            name: input.name,
            imageFileId,
            ...confirmation.columns,
          };
          return queries.insertUser(tx, user, ['ROLE_USER']);
        });
      } catch (error) {
        // A concurrent signup won the race for the same e-mail or name.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_name_lower_key') throw nameExists();
        if (constraint !== null) throw emailExists();
        throw error;
      }
      await confirmation.send();
      return userId;
    },

    async confirmAccount(token: string): Promise<void> {
      const userId = await queries.confirmByToken(db, hashToken(token), new Date());
      if (userId === null) throw new HttpError(400, AUTH_MESSAGES.confirmationInvalid);
    },

    async signin(input: SigninRequest, userAgent: string | undefined): Promise<SessionUser> {
      const user = await queries.findUserByEmail(db, input.email.toLowerCase());
      // Unknown e-mails are checked against a dummy hash: same answer, similar time.
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) throw wrongCredentials();
      const roles = (await queries.findUserRoles(db, user.id)) ?? [];
      if (roles.includes('ROLE_PHANTOM')) throw wrongCredentials();
      if (!user.confirmed) throw new HttpError(403, AUTH_MESSAGES.notConfirmed);
      return login(user, userAgent);
    },

    /** Logs in a user another way proved (social login). */
    async startSession(userId: number, userAgent: string | undefined): Promise<SessionUser> {
      const user = await queries.findUserById(db, userId);
      if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
      return login(user, userAgent);
    },

    /** The logged-in user as stored now; it issues no token, so it never extends a session. */
    async currentProfile(userId: number): Promise<SessionProfile> {
      const user = await queries.findUserById(db, userId);
      if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
      return profile(user);
    },

    /**
     * Mails a reset link if the address has an account. Returns at once and does the lookup and
     * the mail afterwards, so the answer takes as long whether or not the account exists.
     */
    mailResetLink: (rawEmail: string, language: MailLanguage): void => {
      requestReset(rawEmail, language).catch((error: unknown) => {
        log.error({ err: error }, 'Reset link could not be prepared');
      });
    },

    async resetPassword({ userId, token, password }: ResetPasswordInput): Promise<void> {
      const invalid = () => new HttpError(400, AUTH_MESSAGES.resetInvalid);
      const tokenHash = hashToken(token);
      const user = await queries.findUserById(db, userId);
      // Checked before hashing so that bad links cost no argon2 work.
      const expiresAt = user?.resetTokenExpiresAt;
      if (user?.resetTokenHash !== tokenHash || !expiresAt || expiresAt <= new Date()) {
        throw invalid();
      }
      const passwordHash = await hashPassword(password);
      const replaced = await db.transaction(async (tx) => {
        const done = await queries.replacePasswordByToken(
          tx,
          userId,
          tokenHash,
          passwordHash,
          new Date(),
        );
        // Whoever knew the old password is logged out on every device.
        if (done) await revokeSessions(tx, userId);
        return done;
      });
      if (!replaced) throw invalid();
      await sessions.announceEnded(userId);
    },
  };
}
