import { createHash } from 'node:crypto';
import { EMAIL_PATTERN, type SessionUser } from '../../../src/api/contract/auth';
import {
  SOCIAL_LOGIN_MESSAGES,
  type TokenExchangeRequest,
  type VerifyOAuthRequest,
} from '../../../src/api/contract/social-login';
import type { Database } from '../../db/client';
import type { MailLanguage } from '../../mail/language';
import { HttpError } from '../../plugins/http-error';
import * as authQueries from '../auth/queries';
import type { AuthService } from '../auth/service';
import { uniqueViolation } from '../auth/unique-violation';
import type { IdTokenClaims, OidcProvider } from './provider';
import * as queries from './queries';

export interface SocialLoginDeps {
  db: Database;
  provider: OidcProvider;
  auth: Pick<AuthService, 'startSession' | 'newConfirmation'>;
}

const failed = () => new HttpError(401, SOCIAL_LOGIN_MESSAGES.failed);
const emailInUse = () => new HttpError(423, SOCIAL_LOGIN_MESSAGES.emailInUse);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const providerEmail = (claims: IdTokenClaims): string | null =>
  text(claims.email)?.toLowerCase() ?? null;

/** The provider's e-mail only where it says it verified it; any other address is confirmed by mail. */
const verifiedEmail = (claims: IdTokenClaims): string | null =>
  claims.email_verified === true ? providerEmail(claims) : null;

const confirmFirst = () => new HttpError(403, SOCIAL_LOGIN_MESSAGES.confirmEmail);

const nonceKey = (issuer: string, nonce: string) =>
  createHash('sha256').update(`${issuer}\n${nonce}`).digest('hex');

export function createSocialLoginService({ db, provider, auth }: SocialLoginDeps) {
  /**
   * Creates the account and links the provider account. Confirmed at once only for an address
   * the provider verified; any other address gets a confirmation mail first.
   */
  const createLinkedUser = async (
    claims: IdTokenClaims,
    email: string,
    confirmation: ReturnType<AuthService['newConfirmation']> | null,
  ): Promise<number> => {
    try {
      return await db.transaction(async (tx) => {
        await authQueries.dropOpenSignup(tx, email);
        const userId = await authQueries.insertUser(
          tx,
          {
            email,
            firstName: text(claims.given_name),
            lastName: text(claims.family_name),
            confirmed: confirmation === null,
            ...confirmation?.columns,
          },
          ['ROLE_USER'],
        );
        await queries.linkIdentity(tx, { issuer: claims.iss, subject: claims.sub, userId });
        return userId;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw emailInUse();
      if (constraint === 'user_identities_issuer_subject_pk') {
        // The same provider account logged in twice at once: the other request created it.
        const linked = await queries.findLinkedUserId(db, claims.iss, claims.sub);
        if (linked !== null) return linked;
      }
      throw error;
    }
  };

  return {
    async exchangeCode(input: TokenExchangeRequest): Promise<string | null> {
      return provider.exchangeCode(input);
    },

    /**
     * Spec §7 auth/verifyOAuth: a valid id token whose nonce is this browser's and unused logs in
     * the linked account, or creates and links one (423 when the e-mail belongs to another one).
     * An address the provider did not verify (or one the user typed) must be confirmed by mail
     * before the account logs in (403).
     */
    async verifyOAuth(
      input: VerifyOAuthRequest,
      language: MailLanguage,
      userAgent: string | undefined,
    ): Promise<SessionUser> {
      const claims = await provider.verifyIdToken(input.token);
      if (typeof claims.nonce !== 'string' || claims.nonce !== input.nonce) throw failed();
      let userId = await queries.findLinkedUserId(db, claims.iss, claims.sub);
      let email: string | null = null;
      const verified = verifiedEmail(claims);
      if (userId === null) {
        email = verified ?? text(input.email)?.toLowerCase() ?? providerEmail(claims);
        if (email === null) throw new HttpError(422, SOCIAL_LOGIN_MESSAGES.emailRequired);
        if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'E-mail must be valid');
        if (await authQueries.isEmailHeld(db, email)) throw emailInUse();
      }
      const fresh = await queries.consumeNonce(
        db,
        nonceKey(claims.iss, claims.nonce),
        new Date(claims.exp * 1000),
        new Date(),
      );
      if (!fresh) throw failed();
      if (userId === null && email !== null) {
        const confirmation = email === verified ? null : auth.newConfirmation(email, language);
        userId = await createLinkedUser(claims, email, confirmation);
        if (confirmation) {
          await confirmation.send();
          throw confirmFirst();
        }
      }
      if (userId === null) throw failed();
      const account = await authQueries.findUserById(db, userId);
      const roles = (await authQueries.findUserRoles(db, userId)) ?? [];
      if (!account || roles.includes('ROLE_PHANTOM')) throw failed();
      if (!account.confirmed) throw confirmFirst();
      return auth.startSession(userId, userAgent);
    },

    /** Spec §7 getEmailByUsername: the linked account's e-mail, to the provider user only. */
    async emailByUsername(username: string, idToken: string | undefined): Promise<string> {
      if (!idToken) throw failed();
      const claims = await provider.verifyIdToken(idToken);
      if (claims.sub !== username) throw new HttpError(403, SOCIAL_LOGIN_MESSAGES.failed);
      const email = await queries.findEmailOfLinkedUser(db, claims.iss, claims.sub);
      if (email === null) throw new HttpError(404, SOCIAL_LOGIN_MESSAGES.emailRequired);
      return email;
    },
  };
}
