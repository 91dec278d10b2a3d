import { type SQL, sql } from 'drizzle-orm';
import type { LobbySortBy, SortOrder } from '../../../src/api/contract/lobby';
import type { TagDto } from '../../../src/api/contract/reference';
import { queryRows, type Executor } from '../../db/client';
import {
  firstProfession,
  fullNameOf,
  isInLobby,
  nameKeyOf,
  tileColumns,
  type TileRow,
} from '../users/people-sql';
import { blockBetween } from '../safety/block-sql';
import { findInterests, type Interests, scoresCte } from './score-sql';

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
      WHERE fr.user_id = u.id AND fr.role_key IN (${list(c.roleKeys)}))`);
  }
  if (c.minScore !== undefined) where.push(sql`coalesce(sc.score, 0) >= ${c.minScore}`);
  return where;
}

interface SortColumns {
  score: SQL;
  nameKey: SQL;
  id: SQL;
}

/**
 * ORDER BY of a sort; unnamed people ('Unnamed') last in both name orders. Equal scores go A to Z
 * whatever the order says, so the lobby and 'For you' rank ties alike (issue #43).
 */
function orderSql({ score, nameKey, id }: SortColumns, sortBy: LobbySortBy, order: SortOrder) {
  const aToZ = sql`${nameKey} = '' ASC, ${nameKey} ASC, ${id} ASC`;
  if (sortBy === 'recommended') return sql`${score} DESC, ${aToZ}`;
  return order === 'desc' ? sql`${nameKey} = '' ASC, ${nameKey} DESC, ${id} DESC` : aToZ;
}

const rankedSort: SortColumns = { score: sql`c.score`, nameKey: sql`c.name_key`, id: sql`c.id` };
const pageSort: SortColumns = { score: sql`r.score`, nameKey: sql`r.name_key`, id: sql`r.id` };

const tagsOf = (userId: SQL) => sql`(
  SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
                           ORDER BY lower(t.name), t.id), '[]'::json)
  FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = ${userId})`;

const whereOf = (q: Omit<LobbyQuery, 'offset' | 'limit'>) =>
  sql.join(
    [
      sql`u.id <> ${q.viewerId}`,
      isInLobby,
      // Blocked either way: neither sees the other in the lobby.
      sql`NOT ${blockBetween(q.viewerId, sql`u.id`)}`,
      ...conditionsSql(q.conditions),
    ],
    sql` AND `,
  );

/** Whether the order or a condition needs everyone's score, not just the page's. */
const needsAllScores = (q: Omit<LobbyQuery, 'offset' | 'limit'>) =>
  q.sortBy === 'recommended' || q.conditions.minScore !== undefined;

/** Everyone the lobby lists for this query: id, score (when needed) and the stored name key. */
const candidatesCte = (q: Omit<LobbyQuery, 'offset' | 'limit'>, interests: Interests) =>
  needsAllScores(q)
    ? sql`${scoresCte(interests)},
    candidates AS (
      SELECT u.id, coalesce(sc.score, 0) AS score, ${nameKeyOf} AS name_key
      FROM users u LEFT JOIN scores sc ON sc.user_id = u.id WHERE ${whereOf(q)})`
    : sql`candidates AS (
      SELECT u.id, 0 AS score, ${nameKeyOf} AS name_key FROM users u WHERE ${whereOf(q)})`;

/**
 * One page of the lobby: the viewer's interests, then ONE statement with scores, filters, the
 * total (window count), order and the page's cards with their tags and first profession. The
 * viewer is never in it. Sorted by name, only the page's people get scored.
 */
export async function findLobbyPage(db: Executor, q: LobbyQuery): Promise<LobbyRow[]> {
  const interests = await findInterests(db, q.viewerId);
  const allScored = needsAllScores(q);
  const pageScores = allScored ? sql`` : sql`, ${scoresCte(interests, sql`SELECT id FROM ranked`)}`;
  return queryRows<LobbyRow>(
    db,
    sql`WITH ${candidatesCte(q, interests)},
    ranked AS (
      SELECT c.id, c.score, c.name_key, count(*) OVER ()::int AS total FROM candidates c
      ORDER BY ${orderSql(rankedSort, q.sortBy, q.order)}
      LIMIT ${q.limit} OFFSET ${q.offset})${pageScores}
    SELECT ${tileColumns}, ${allScored ? sql`r.score` : sql`coalesce(sc.score, 0)`} AS score,
      r.total, ${tagsOf(sql`u.id`)} AS tags
    FROM ranked r JOIN users u ON u.id = r.id
    ${allScored ? sql`` : sql`LEFT JOIN scores sc ON sc.user_id = r.id`}
    LEFT JOIN LATERAL (${firstProfession}) fp ON true
    ORDER BY ${orderSql(pageSort, q.sortBy, q.order)}`,
  );
}

/** How many people match (for a page past the end, where the window count has no row). */
export async function countLobby(db: Executor, q: Omit<LobbyQuery, 'offset' | 'limit'>) {
  const interests = await findInterests(db, q.viewerId);
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`WITH ${candidatesCte(q, interests)} SELECT count(*)::int AS total FROM candidates`,
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
