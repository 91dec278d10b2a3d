import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { users } from './users';

/**
 * One login on one device. Access tokens name their session and are refused once it is gone, so
 * deleting a row logs that device out on every node. The refresh token is `<id>.<secret>`; only
 * the secret's SHA-256 is kept, with the one before it for a retried refresh whose answer was lost.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 16 random bytes, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Browser and system named from the User-Agent ("Firefox", "Android"); never the header. */
    browser: text('browser'),
    system: text('system'),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    /** When the current refresh token was issued. */
    rotatedAt: timestamptz('rotated_at').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
    /** The absolute end: refreshing never moves it. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
