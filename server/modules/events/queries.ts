import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EventDto } from '../../../src/api/contract/program';
import { type Executor, queryRows } from '../../db/client';
import { events, venues } from '../../db/schema/program';
import { isPublished } from '../program/queries';
import { berlinIso, fileUrlOf, onProgramDay, personFields, utcIso } from '../program/program-sql';

const person = personFields('u');

export interface EventRecord extends Omit<EventDto, 'venue'> {
  venueId: number | null;
  venueName: string | null;
}

/**
 * Events matching `where` (on the events table) by start, with their artists, genres and
 * editors: each list is aggregated once for the whole set and joined, so one statement answers
 * any number of events.
 */
function selectEvents(db: Executor, where: SQL | undefined): Promise<EventRecord[]> {
  return queryRows<EventRecord>(
    db,
    sql`WITH ev AS (SELECT * FROM ${events} WHERE ${where ?? sql`true`}),
    artist_lists AS (
      SELECT ea.event_id, json_agg(json_build_object(
        'id', u.id, 'name', ${person.name}, 'profilePicture', ${person.profilePicture},
        'labelRole', ${person.labelRole}) ORDER BY ea.position, ea.user_id) AS list
      FROM event_artists ea JOIN users u ON u.id = ea.user_id
      WHERE ea.event_id IN (SELECT id FROM ev) GROUP BY ea.event_id),
    genre_lists AS (
      SELECT eg.event_id, json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id) AS list
      FROM event_genres eg JOIN genres g ON g.id = eg.genre_id
      WHERE eg.event_id IN (SELECT id FROM ev) GROUP BY eg.event_id),
    editor_lists AS (
      SELECT ee.event_id, json_agg(ee.user_id ORDER BY ee.user_id) AS list
      FROM event_editors ee
      WHERE ee.event_id IN (SELECT id FROM ev) GROUP BY ee.event_id)
    SELECT e.id, e.title, e.description,
      ${berlinIso(sql`e.date_time`)} AS "dateTime",
      ${berlinIso(sql`e.end_time`)} AS "end",
      e.ticket_link AS "ticketLink", e.conference,
      coalesce(gl.list, '[]'::json) AS genres,
      ${fileUrlOf(sql`e.thumbnail_file_id`)} AS thumbnail,
      coalesce(al.list, '[]'::json) AS artists,
      e.year, v.id AS "venueId", v.name AS "venueName",
      e.conference_topics AS "conferenceTopics", e.conference_type AS "conferenceType",
      e.instagram_link AS "instagramLink", e.facebook_link AS "facebookLink",
      e.state, e.created_by AS "createdBy",
      coalesce(dl.list, '[]'::json) AS "editableBy",
      e.active_in_current_event_rotation AS "activeInCurrentEventRotation",
      ${utcIso(sql`e.updated_at`)} AS "updatedAt", e.revision
    FROM ev e
      LEFT JOIN ${venues} v ON v.id = e.venue_id
      LEFT JOIN artist_lists al ON al.event_id = e.id
      LEFT JOIN genre_lists gl ON gl.event_id = e.id
      LEFT JOIN editor_lists dl ON dl.event_id = e.id
    ORDER BY e.date_time, e.id`,
  );
}

export function findPublishedEventsOfYear(db: Executor, year: number): Promise<EventRecord[]> {
  return selectEvents(db, and(isPublished, eq(events.year, year)));
}

/** Published events of the programme day `day` (yyyy-MM-dd, see programDay), of any year. */
export function findPublishedEventsOnDay(db: Executor, day: string): Promise<EventRecord[]> {
  return selectEvents(db, and(isPublished, onProgramDay(events.dateTime, events.conference, day)));
}

export function findPublishedEventsByIds(db: Executor, ids: number[]): Promise<EventRecord[]> {
  return selectEvents(db, and(isPublished, inArray(events.id, ids)));
}

/** One event in any state (the caller decides who may see a draft). */
export async function findEvent(db: Executor, id: number): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db, eq(events.id, id));
  return row;
}

/** The photo of a published event (its page's largest element), or null without one. */
export async function findPublishedThumbnail(db: Executor, id: number): Promise<string | null> {
  const [row] = await queryRows<{ thumbnail: string | null }>(
    db,
    sql`SELECT ${fileUrlOf(events.thumbnailFileId)} AS thumbnail FROM ${events}
      WHERE ${and(isPublished, eq(events.id, id))}`,
  );
  return row?.thumbnail ?? null;
}
