import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { LABEL_ROLES, type LabelRole } from '../../../src/api/contract/program';

/** SQL pieces the program queries share: festival-local dates, upload URLs, people's names. */

type Expression = AnyColumn | SQL;

/** ISO 8601 with the Europe/Berlin offset, e.g. 2025-08-15T23:30:00+02:00 (null stays null). */
export const berlinIso = (value: Expression): SQL<string> =>
  // Berlin is never behind UTC, so the offset always takes a plus sign.
  sql<string>`to_char(${value} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((${value} AT TIME ZONE 'Europe/Berlin') - (${value} AT TIME ZONE 'UTC'), 'HH24:MI')`;

/** ISO 8601 in UTC with milliseconds, e.g. 2025-08-01T10:00:00.123Z. */
export const utcIso = (value: Expression): SQL<string> =>
  sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The Europe/Berlin calendar day of an instant, yyyy-MM-dd. */
export const berlinDay = (value: Expression): SQL<string> =>
  sql<string>`to_char(${value} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD')`;

/**
 * The programme day of an event, as the app's `eventDayKey` computes it (src/lib/berlin-time.ts):
 * conference sessions count on their Berlin calendar day; a festival night runs until 06:00, so a
 * 02:00 set belongs to the evening before. Date chips and day headings must agree.
 */
export const FESTIVAL_DAY_STARTS_AT_HOUR = 6;
export const programDay = (dateTime: Expression, conference: Expression): SQL<string> =>
  sql<string>`to_char((${dateTime} AT TIME ZONE 'Europe/Berlin') - CASE WHEN ${conference} THEN interval '0 hours' ELSE interval '${sql.raw(String(FESTIVAL_DAY_STARTS_AT_HOUR))} hours' END, 'YYYY-MM-DD')`;

/** Events whose programme day (see programDay) is `day`, as two index-friendly ranges. */
export const onProgramDay = (dateTime: Expression, conference: Expression, day: string): SQL => {
  const shift = sql.raw(`interval '${FESTIVAL_DAY_STARTS_AT_HOUR} hours'`);
  return sql`((${conference} AND ${onBerlinDay(dateTime, day)}) OR (NOT ${conference} AND ${dateTime} >= ((${day}::date::timestamp + ${shift}) AT TIME ZONE 'Europe/Berlin') AND ${dateTime} < (((${day}::date + 1)::timestamp + ${shift}) AT TIME ZONE 'Europe/Berlin')))`;
};

/** Instants on the Berlin calendar day `day` (yyyy-MM-dd); a range, so the index is used. */
export const onBerlinDay = (value: Expression, day: string): SQL =>
  sql`(${value} >= (${day}::date::timestamp AT TIME ZONE 'Europe/Berlin') AND ${value} < ((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'))`;

/** Where the file routes serve an upload, or null without one. */
export const fileUrlOf = (fileId: Expression): SQL<string | null> =>
  sql<string | null>`'/api/file/' || ${fileId}`;

const labelRoleList = sql.raw(LABEL_ROLES.map((label) => `'${label}'`).join(', '));

/** The users table under the alias `alias`, for raw sub-selects. */
export const personFields = (alias: string) => {
  const u = sql.raw(alias);
  return {
    /** Artist or nick name, else first and last name, else empty (the app shows 'Unnamed'). */
    name: sql<string>`coalesce(nullif(trim(${u}.name), ''), trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)))`,
    profilePicture: fileUrlOf(sql`${u}.image_file_id`),
    /** Only the card styles of spec §6; anything else in role_label is no label role. */
    labelRole: sql<LabelRole>`CASE WHEN ${u}.role_label IN (${labelRoleList}) THEN ${u}.role_label END`,
  };
};
