import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../src/api/contract/common';
import { NAME_FOLD_FROM, NAME_FOLD_TO } from '../../../src/api/contract/lobby';
import { createdAt, timestamptz, updatedAt } from '../columns';
import { files } from './files';

/**
 * People: members, artists/speakers (ROLE_ARTIST) and phantom artists (ROLE_PHANTOM).
 * `email` is stored lower-cased (a check enforces it): look it up with `email.toLowerCase()`.
 * `name` (nickname / artist name) is unique case-insensitively.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stable person GUID of the C3VOC schedule export/import (migration 0022). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    bio: text('bio'),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    roleLabel: text('role_label'),
    reference: text('reference'),
    website: text('website'),
    spotify: text('spotify'),
    soundcloud: text('soundcloud'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    firstLogin: boolean('first_login').notNull().default(true),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationTokenExpiresAt: timestamptz('confirmation_token_expires_at'),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamptz('reset_token_expires_at'),
    /** Counts password resets. Logins end through `sessions` (revokeSessions), not through this. */
    tokenVersion: integer('token_version').notNull().default(0),
    visibleOnWebsite: boolean('visible_on_website').notNull().default(true),
    /** The member's choice: /u/user/{id} shows them to anyone (artists and speakers always). */
    profilePublic: boolean('profile_public').notNull().default(false),
    /** The member's choice: the lobby, 'For you' and related-people lists show them. */
    inLobby: boolean('in_lobby').notNull().default(false),
    years: integer('years')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The lobby's A to Z key (`nameKeyOf`, `lobbyNameKey`): lower-cased full name, else display
     * name, else '', accents folded. Kept by the database so sorting 20,000 people computes
     * nothing per row.
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(replace(replace(lower(coalesce(nullif(btrim(coalesce(btrim(first_name), '') || ' ' || coalesce(btrim(last_name), '')), ''), nullif(btrim(name), ''), '')), 'ß', 'ss'), 'ẞ', 'ss'), ${sql.raw(`'${NAME_FOLD_FROM}'`)}, ${sql.raw(`'${NAME_FOLD_TO}'`)})`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_name_lower_key').on(sql`lower(${t.name})`),
    index('users_created_by_idx').on(t.createdBy),
    index('users_image_file_id_idx').on(t.imageFileId),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql.raw(`role IN (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** Generated keys every node must share (JWT signing key, VAPID keys, …). */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
