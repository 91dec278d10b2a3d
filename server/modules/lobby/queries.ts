import { type SQL, sql } from 'drizzle-orm';
import {
  SCORE_PER_COMPANY,
  SCORE_PER_ROLE,
  SCORE_PER_TAG,
  type LobbySortBy,
  type SortOrder,
} from '../../../src/api/contract/lobby';
import type { TagDto } from '../../../src/api/contract/reference';
import { queryRows, type Executor } from '../../db/client';
import {
  firstProfession,
  fullNameOf,
  isListedPerson,
  nameKeyOf,
  tileColumns,
  type TileRow,
} from '../users/people-sql';

/** What narrows the lobby (spec §5 Lobby search): all given conditions must hold. */
export interface LobbyConditions {
  /** Case-sensitive part of full name, display name, a role or a company; trimmed, non-empty. */
  search?: string;
  tagIds?: readonly number[];
  companyIds?: readonly number[];
  /** Already normalised (`normaliseRole`). */
  roleKeys?: readonly string[];
  /** Only people scoring at least this much ('For you'). */
  minScore?: number;
}

export interface LobbyQuery {
  viewerId: number;
  conditions: LobbyConditions;
  sortBy: LobbySortBy;
  order: SortOrder;
  offset: number;
  limit: number;
}

export interface LobbyRow extends TileRow {
  score: number;
  tags: TagDto[];
  total: number;
}

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

// Constants of the score, written into the SQL (a bound parameter would be text).
const points = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Recommendation score of every person for `viewerId` (spec §4): 2 per shared tag, 4 per shared
 * company, 1 per shared role, each counted once. Only people sharing something get a row; the
 * joins start from the viewer's few tags/companies/roles and use the tag, company and role indexes.
 */
const scoresCte = (viewerId: number) => sql`
  my_tags AS (SELECT tag_id FROM user_tags WHERE user_id = ${viewerId}),
  my_companies AS (
    SELECT DISTINCT company_id FROM professions
    WHERE user_id = ${viewerId} AND company_id IS NOT NULL),
  my_roles AS (
    SELECT DISTINCT lower(btrim(role)) AS role_key FROM professions
    WHERE user_id = ${viewerId} AND btrim(role) <> ''),
  scores AS (
    SELECT s.user_id, sum(s.points)::int AS score FROM (
      SELECT ut.user_id, ${points(SCORE_PER_TAG)} AS points
        FROM user_tags ut JOIN my_tags mt ON mt.tag_id = ut.tag_id
      UNION ALL
      SELECT pc.user_id, ${points(SCORE_PER_COMPANY)} FROM (
        SELECT DISTINCT p.user_id, p.company_id
        FROM professions p JOIN my_companies mc ON mc.company_id = p.company_id) pc
      UNION ALL
      SELECT pr.user_id, ${points(SCORE_PER_ROLE)} FROM (
        SELECT DISTINCT p.user_id, lower(btrim(p.role))
        FROM professions p JOIN my_roles mr ON mr.role_key = lower(btrim(p.role))) pr
    ) s
    GROUP BY s.user_id)`;

function conditionsSql(c: LobbyConditions): SQL[] {
  const where: SQL[] = [];
  if (c.search) {
    const s = c.search;
    where.push(sql`(strpos(coalesce(${fullNameOf}, ''), ${s}) > 0
      OR strpos(coalesce(u.name, ''), ${s}) > 0
      OR EXISTS (SELECT 1 FROM professions sp LEFT JOIN companies sc ON sc.id = sp.company_id
                 WHERE sp.user_id = u.id
                   AND (strpos(sp.role, ${s}) > 0 OR strpos(coalesce(sc.name, ''), ${s}) > 0)))`);
  }
  if (c.tagIds?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM user_tags ft
      WHERE ft.user_id = u.id AND ft.tag_id IN (${list(c.tagIds)}))`);
  }
  if (c.companyIds?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM professions fc
      WHERE fc.user_id = u.id AND fc.company_id IN (${list(c.companyIds)}))`);
  }
  if (c.roleKeys?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM professions fr
      WHERE fr.user_id = u.id AND lower(btrim(fr.role)) IN (${list(c.roleKeys)}))`);
  }
  if (c.minScore !== undefined) where.push(sql`coalesce(sc.score, 0) >= ${c.minScore}`);
  return where;
}

interface SortColumns {
  score: SQL;
  nameKey: SQL;
  id: SQL;
}

/** ORDER BY of a sort; unnamed people ('Unnamed') last in both name orders. */
function orderSql({ score, nameKey, id }: SortColumns, sortBy: LobbySortBy, order: SortOrder) {
  const byName =
    order === 'desc'
      ? sql`${nameKey} = '' ASC, ${nameKey} DESC, ${id} DESC`
      : sql`${nameKey} = '' ASC, ${nameKey} ASC, ${id} ASC`;
  return sortBy === 'recommended' ? sql`${score} DESC, ${byName}` : byName;
}

const innerSort: SortColumns = {
  score: sql`coalesce(sc.score, 0)`,
  nameKey: nameKeyOf,
  id: sql`u.id`,
};
const outerSort: SortColumns = { score: sql`r.score`, nameKey: sql`r.name_key`, id: sql`r.id` };

const tagsOf = (userId: SQL) => sql`(
  SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
                           ORDER BY lower(t.name), t.id), '[]'::json)
  FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = ${userId})`;

/**
 * One page of the lobby in ONE statement: scores, filters, the total (window count), order and
 * the page's cards with their tags and first profession. The viewer is never in it.
 */
export async function findLobbyPage(db: Executor, q: LobbyQuery): Promise<LobbyRow[]> {
  const where = sql.join(
    [sql`u.id <> ${q.viewerId}`, isListedPerson, ...conditionsSql(q.conditions)],
    sql` AND `,
  );
  return queryRows<LobbyRow>(
    db,
    sql`WITH ${scoresCte(q.viewerId)},
    ranked AS (
      SELECT u.id, coalesce(sc.score, 0) AS score, ${nameKeyOf} AS name_key,
             count(*) OVER ()::int AS total
      FROM users u LEFT JOIN scores sc ON sc.user_id = u.id
      WHERE ${where}
      ORDER BY ${orderSql(innerSort, q.sortBy, q.order)}
      LIMIT ${q.limit} OFFSET ${q.offset})
    SELECT ${tileColumns}, r.score, r.total, ${tagsOf(sql`u.id`)} AS tags
    FROM ranked r JOIN users u ON u.id = r.id
    LEFT JOIN LATERAL (${firstProfession}) fp ON true
    ORDER BY ${orderSql(outerSort, q.sortBy, q.order)}`,
  );
}

/** How many people match (for a page past the end, where the window count has no row). */
export async function countLobby(db: Executor, q: Omit<LobbyQuery, 'offset' | 'limit'>) {
  const where = sql.join(
    [sql`u.id <> ${q.viewerId}`, isListedPerson, ...conditionsSql(q.conditions)],
    sql` AND `,
  );
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`WITH ${scoresCte(q.viewerId)}
    SELECT count(*)::int AS total FROM users u LEFT JOIN scores sc ON sc.user_id = u.id
    WHERE ${where}`,
  );
  return row?.total ?? 0;
}

/** The viewer's own card (score 0). */
export async function findOwnCard(db: Executor, viewerId: number): Promise<LobbyRow | undefined> {
  const [row] = await queryRows<LobbyRow>(
    db,
    sql`SELECT ${tileColumns}, 0 AS score, 1 AS total, ${tagsOf(sql`u.id`)} AS tags
    FROM users u LEFT JOIN LATERAL (${firstProfession}) fp ON true
    WHERE u.id = ${viewerId}`,
  );
  return row;
}
