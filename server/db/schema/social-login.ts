import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { users } from './users';

/** An account at an OpenID Connect provider (issuer + subject) linked to one of our users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index('user_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * Nonces of id tokens already used for a login, kept until the token expires, so a replayed
 * token is refused on every node. `key` is a hash of issuer and nonce.
 */
export const usedIdTokenNonces = pgTable(
  'used_id_token_nonces',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_id_token_nonces_expires_at_idx').on(t.expiresAt)],
);
