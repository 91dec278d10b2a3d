import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  jsonb,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../columns';
import { files } from './files';
import { genres } from './reference';
import { users } from './users';

export const EVENT_STATES = ['PUBLISHED', 'DRAFT'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    /** Stable room GUID of the C3VOC schedule export/import (migration 0022). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    website: text('website'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venues_image_file_id_idx').on(t.imageFileId),
    index('venues_created_by_idx').on(t.createdBy),
    check('venues_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('venues_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/** Festival shows and conference sessions; artists and speakers are users (event_artists). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** Stable event GUID of the C3VOC schedule export/import (migration 0022). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    dateTime: timestamptz('date_time').notNull(),
    endTime: timestamptz('end_time'),
    ticketLink: text('ticket_link'),
    conference: boolean('conference').notNull().default(false),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    year: integer('year').notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    conferenceTopics: text('conference_topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conferenceType: text('conference_type'),
    instagramLink: text('instagram_link'),
    facebookLink: text('facebook_link'),
    state: text('state', { enum: EVENT_STATES }).notNull().default('PUBLISHED'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    activeInCurrentEventRotation: boolean('active_in_current_event_rotation')
      .notNull()
      .default(false),
    /** Goes up by one with every change of the row (trigger, migration 0021): the .ics SEQUENCE. */
    revision: integer('revision').notNull().default(0),
    /** The schedule (lower-cased C3VOC acronym) an import wrote this event from (migration 0023). */
    scheduleSource: text('schedule_source'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_date_time_idx').on(t.dateTime),
    index('events_state_year_idx').on(t.state, t.year),
    index('events_venue_id_idx').on(t.venueId),
    index('events_created_by_idx').on(t.createdBy),
    index('events_thumbnail_file_id_idx').on(t.thumbnailFileId),
    index('events_schedule_source_idx').on(t.scheduleSource),
    check('events_state_check', sql`${t.state} IN ('PUBLISHED', 'DRAFT')`),
    check('events_end_after_start_check', sql`${t.endTime} >= ${t.dateTime}`),
  ],
);

const eventId = () =>
  integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Artists/speakers of an event, in display order. */
export const eventArtists = pgTable(
  'event_artists',
  {
    eventId: eventId(),
    userId: userId(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_artists_user_id_idx').on(t.userId),
  ],
);

export const eventGenres = pgTable(
  'event_genres',
  {
    eventId: eventId(),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.genreId] }),
    index('event_genres_genre_id_idx').on(t.genreId),
  ],
);

/** editableBy of an event. */
export const eventEditors = pgTable(
  'event_editors',
  {
    eventId: eventId(),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_editors_user_id_idx').on(t.userId),
  ],
);

/** A user's timetable; the primary key makes add and remove idempotent. */
export const favourites = pgTable(
  'favourites',
  {
    userId: userId(),
    eventId: eventId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('favourites_event_id_idx').on(t.eventId),
  ],
);

/**
 * When each member's current favourite state of an event was decided (the tap, bounded by the
 * server's clock), removals included: an older intent that arrives later is not applied.
 */
export const favouriteDecisions = pgTable(
  'favourite_decisions',
  {
    userId: userId(),
    eventId: eventId(),
    decidedAt: timestamptz('decided_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('favourite_decisions_event_id_idx').on(t.eventId),
  ],
);

/**
 * One row whose `version` changes with every committed transaction that can change what the
 * public program answers: triggers (migration 0005) on events and their artist, genre and editor
 * links, venues, genres, settings and the artists' names and pictures set it to the writing
 * transaction's id and NOTIFY `program_changed`. The program cache's validator.
 */
export const programVersion = pgTable(
  'program_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('program_version_one_row', sql`${t.id} = 1`)],
);

export const PROGRAM_CHANGE_KINDS = ['new', 'moved', 'changed', 'cancelled'] as const;
export type ProgramChangeKind = (typeof PROGRAM_CHANGE_KINDS)[number];

/** What the changelog shows of an event before and after a change (stored as jsonb). */
export interface ProgramChangeFields {
  title: string;
  /** ISO 8601 instant with the Europe/Berlin offset. */
  start: string;
  end: string | null;
  venue: string | null;
  venueGuid: string | null;
}

/**
 * Versions of the published program (as pretalx's schedule releases): one row per batch of
 * published changes; the id is the version number of schedule.xml/json and the changelog.
 */
export const programReleases = pgTable('program_releases', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
});

/** What one release changed, per event; no foreign key to events (cancelled ones may be gone). */
export const programChanges = pgTable(
  'program_changes',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => programReleases.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    eventGuid: uuid('event_guid').notNull(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: PROGRAM_CHANGE_KINDS }).notNull(),
    before: jsonb('before').$type<ProgramChangeFields>(),
    after: jsonb('after').$type<ProgramChangeFields>(),
  },
  (t) => [
    index('program_changes_release_id_idx').on(t.releaseId),
    index('program_changes_year_release_idx').on(t.year, t.releaseId),
    check('program_changes_kind_check', sql`${t.kind} IN ('new', 'moved', 'changed', 'cancelled')`),
  ],
);
