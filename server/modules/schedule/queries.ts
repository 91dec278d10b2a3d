import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  berlinIso,
  FESTIVAL_DAY_STARTS_AT_HOUR,
  fileUrlOf,
  personFields,
} from '../program/program-sql';

const person = personFields('u');

export interface SchedulePerson {
  guid: string;
  name: string;
  biography: string | null;
  avatar: string | null;
}

/** One published event as the C3VOC export needs it. */
export interface ScheduleEventRow {
  id: number;
  guid: string;
  title: string;
  description: string | null;
  /** ISO 8601 with the Europe/Berlin offset. */
  start: string;
  end: string | null;
  /** The programme day (yyyy-MM-dd): a festival night runs until 06:00. */
  day: string;
  conference: boolean;
  conferenceType: string | null;
  conferenceTopics: string[];
  genres: string[];
  venueGuid: string | null;
  venueName: string | null;
  thumbnail: string | null;
  persons: SchedulePerson[];
}

/**
 * The published events of one edition with their rooms, people and genres, in start order. The
 * programme day is the app's (programDay in program-sql.ts), computed here once per event.
 */
export function findScheduleEvents(db: Executor, year: number): Promise<ScheduleEventRow[]> {
  const shift = sql.raw(`interval '${FESTIVAL_DAY_STARTS_AT_HOUR} hours'`);
  return queryRows<ScheduleEventRow>(
    db,
    sql`WITH ev AS (SELECT * FROM events WHERE state = 'PUBLISHED' AND year = ${year}),
    people AS (
      SELECT ea.event_id, json_agg(json_build_object(
        'guid', u.guid, 'name', ${person.name}, 'biography', u.bio,
        'avatar', ${person.profilePicture}) ORDER BY ea.position, ea.user_id) AS list
      FROM event_artists ea JOIN users u ON u.id = ea.user_id
      WHERE ea.event_id IN (SELECT id FROM ev) GROUP BY ea.event_id),
    genre_names AS (
      SELECT eg.event_id, array_agg(g.name ORDER BY g.name, g.id) AS list
      FROM event_genres eg JOIN genres g ON g.id = eg.genre_id
      WHERE eg.event_id IN (SELECT id FROM ev) GROUP BY eg.event_id)
    SELECT e.id, e.guid, e.title, e.description,
      ${berlinIso(sql`e.date_time`)} AS start, ${berlinIso(sql`e.end_time`)} AS "end",
      to_char((e.date_time AT TIME ZONE 'Europe/Berlin') - CASE WHEN e.conference THEN interval '0 hours' ELSE ${shift} END, 'YYYY-MM-DD') AS day,
      e.conference, e.conference_type AS "conferenceType", e.conference_topics AS "conferenceTopics",
      coalesce(gn.list, '{}'::text[]) AS genres,
      v.guid AS "venueGuid", v.name AS "venueName",
      ${fileUrlOf(sql`e.thumbnail_file_id`)} AS thumbnail,
      coalesce(p.list, '[]'::json) AS persons
    FROM ev e
      LEFT JOIN venues v ON v.id = e.venue_id
      LEFT JOIN people p ON p.event_id = e.id
      LEFT JOIN genre_names gn ON gn.event_id = e.id
    ORDER BY e.date_time, e.id`,
  );
}

/** The edition's version: the newest release that changed it (0 before the first). */
export async function findEditionVersion(db: Executor, year: number): Promise<number> {
  const [row] = await queryRows<{ version: number | null }>(
    db,
    sql`SELECT max(release_id)::int AS version FROM program_changes WHERE year = ${year}`,
  );
  return row?.version ?? 0;
}
