import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { companies, genres, tags } from './reference';
import { users } from './users';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's job: a role (free text) at an optional company. */
export const professions = pgTable(
  'professions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    role: text('role').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The lobby matches roles case- and space-insensitively (lobby score, role filter). */
    roleKey: text('role_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(role))`),
  },
  (t) => [
    index('professions_user_id_idx').on(t.userId),
    index('professions_company_id_idx').on(t.companyId),
    index('professions_role_key_idx').on(t.roleKey),
  ],
);

export const userTags = pgTable(
  'user_tags',
  {
    userId: userId(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_tags_tag_id_idx').on(t.tagId)],
);

export const userGenres = pgTable(
  'user_genres',
  {
    userId: userId(),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.genreId] }),
    index('user_genres_genre_id_idx').on(t.genreId),
  ],
);

/** editableBy of an artist (or any user profile): `editorId` may edit `userId`. */
export const userEditors = pgTable(
  'user_editors',
  {
    userId: userId(),
    editorId: integer('editor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.editorId] }),
    index('user_editors_editor_id_idx').on(t.editorId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/** Secret calendar-feed URL per user; only the token's hash is kept. */
export const icsFeedTokens = pgTable(
  'ics_feed_tokens',
  {
    userId: userId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ics_feed_tokens_token_hash_key').on(t.tokenHash)],
);
