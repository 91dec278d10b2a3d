import { type SQL, sql } from 'drizzle-orm';
import { SCORE_PER_COMPANY, SCORE_PER_ROLE, SCORE_PER_TAG } from '../../../src/api/contract/lobby';
import { type Executor, queryRows } from '../../db/client';

/** What the viewer's recommendations are scored on: their tags, companies and role keys. */
export interface Interests {
  tagIds: number[];
  companyIds: number[];
  roleKeys: string[];
}

/** The viewer's interests, each without repeats (a handful of rows, read by index). */
export async function findInterests(db: Executor, viewerId: number): Promise<Interests> {
  const [row] = await queryRows<Interests>(
    db,
    sql`SELECT
      (SELECT coalesce(array_agg(tag_id ORDER BY tag_id), '{}') FROM user_tags
        WHERE user_id = ${viewerId}) AS "tagIds",
      (SELECT coalesce(array_agg(DISTINCT company_id), '{}') FROM professions
        WHERE user_id = ${viewerId} AND company_id IS NOT NULL) AS "companyIds",
      (SELECT coalesce(array_agg(DISTINCT role_key), '{}') FROM professions
        WHERE user_id = ${viewerId} AND role_key <> '') AS "roleKeys"`,
  );
  return row ?? { tagIds: [], companyIds: [], roleKeys: [] };
}

// Constants of the score, written into the SQL (a bound parameter would be text).
const points = (value: number) => sql.raw(String(Math.trunc(value)));

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** 1 when `condition` holds for any of the person's professions, else 0 (NULL counts as no). */
const holds = (condition: SQL) => sql`bool_or((${condition}) IS TRUE)::int`;

/**
 * `scores (user_id, score)`: the recommendation score for the viewer (spec §4), 2 per shared
 * tag, 4 per shared company, 1 per shared role, each counted once; only people sharing something
 * get a row. One indexed pass over the matching tags and one over the matching professions (each
 * company and role of the viewer counted once per person by bool_or, so no DISTINCT pass).
 * `among` (a set of user ids) limits it to the people of one page.
 */
export function scoresCte({ tagIds, companyIds, roleKeys }: Interests, among?: SQL): SQL {
  const only = (column: SQL) => (among ? sql` AND ${column} IN (${among})` : sql``);
  const parts: SQL[] = [];
  if (tagIds.length > 0) {
    parts.push(sql`SELECT ut.user_id, ${points(SCORE_PER_TAG)} AS points FROM user_tags ut
      WHERE ut.tag_id IN (${list(tagIds)})${only(sql`ut.user_id`)}`);
  }
  if (companyIds.length + roleKeys.length > 0) {
    const shared = [
      ...companyIds.map(
        (id) => sql`${points(SCORE_PER_COMPANY)} * ${holds(sql`p.company_id = ${id}`)}`,
      ),
      ...roleKeys.map((key) => sql`${points(SCORE_PER_ROLE)} * ${holds(sql`p.role_key = ${key}`)}`),
    ];
    const matches = [
      ...(companyIds.length > 0 ? [sql`p.company_id IN (${list(companyIds)})`] : []),
      ...(roleKeys.length > 0 ? [sql`p.role_key IN (${list(roleKeys)})`] : []),
    ];
    parts.push(sql`SELECT p.user_id, ${sql.join(shared, sql` + `)} AS points FROM professions p
      WHERE (${sql.join(matches, sql` OR `)})${only(sql`p.user_id`)} GROUP BY p.user_id`);
  }
  if (parts.length === 0) return sql`scores AS (SELECT 0 AS user_id, 0 AS score WHERE false)`;
  return sql`scores AS (
    SELECT s.user_id, sum(s.points)::int AS score
    FROM (${sql.join(parts, sql` UNION ALL `)}) s
    GROUP BY s.user_id)`;
}
