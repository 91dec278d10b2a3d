import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_LEVELS, AUDIENCE_KINDS } from '../../../src/api/contract/announcements';
import { ROLES } from '../../../src/api/contract/common';
import { createdAt, timestamptz } from '../columns';
import { files } from './files';
import { venues } from './program';
import { users } from './users';

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const feedItems = pgTable(
  'feed_items',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** NULL for the festival's own posts (announcements, see `announcements`). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_items_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feed_items_author_id_idx').on(t.authorId),
    index('feed_items_file_id_idx').on(t.fileId),
    check('feed_items_text_check', sql`char_length(${t.text}) BETWEEN 1 AND 255`),
  ],
);

const feedId = () =>
  integer('feed_id')
    .notNull()
    .references(() => feedItems.id, { onDelete: 'cascade' });

/**
 * A staff announcement (issue #37): the festival's post `feedId` with its title, level and who it
 * was pushed to (everyone, the people who saved an event at `venueId`, or everyone with `role`).
 */
export const announcements = pgTable(
  'announcements',
  {
    feedId: integer('feed_id')
      .primaryKey()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: text('level', { enum: ANNOUNCEMENT_LEVELS }).notNull(),
    audience: text('audience', { enum: AUDIENCE_KINDS }).notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    role: text('role', { enum: ROLES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_created_at_idx').on(t.createdAt.desc()),
    check('announcements_title_check', sql`char_length(${t.title}) BETWEEN 1 AND 100`),
    check('announcements_level_check', sql`${t.level} IN ('normal', 'urgent')`),
    check('announcements_audience_check', sql`${t.audience} IN ('everyone', 'venue', 'role')`),
  ],
);

/** The primary key makes like and dislike idempotent. */
export const feedLikes = pgTable(
  'feed_likes',
  {
    feedId: feedId(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.userId] }),
    index('feed_likes_user_id_idx').on(t.userId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    feedId: feedId(),
    authorId: userRef('author_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_feed_id_idx').on(t.feedId, t.createdAt),
    index('comments_author_id_idx').on(t.authorId),
    check('comments_text_check', sql`char_length(trim(${t.text})) > 0`),
  ],
);

/** `clientId` is the sender's own id for a message, so a resent message is stored once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id').notNull(),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_client_id_key').on(t.senderId, t.clientId),
    index('chat_messages_conversation_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('chat_messages_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
