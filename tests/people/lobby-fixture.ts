import { sql } from 'drizzle-orm';
import {
  lobbyNameKey,
  lobbyScore,
  matchesLobbySearch,
  normaliseRole,
  type LobbyInterests,
} from '../../src/api/contract/lobby';
import { type Database, queryRows } from '../../server/db/client';

/**
 * A lobby of `count` people written with a few set-based INSERTs (seconds, not minutes, even on
 * PGlite), plus a reference model read back from the tables to check the server's SQL against.
 * Names, tags, companies and roles come from fixed formulas over the id, so runs are repeatable;
 * some people have no first/last name (display name only) or no name at all, a few are phantom
 * or unconfirmed or did not choose the lobby (never listed), roles vary in case and spaces
 * ('DJ' / 'dj ').
 */
export const LOBBY_TAGS = 40;
export const LOBBY_COMPANIES = 30;

// Umlauts and ß: A to Z reads 'Özlem' among the O's (before 'Paula'), 'Weiß' as 'weiss'.
const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emil',
  'Frida',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Özlem',
  'Paula',
];
const LAST = [
  'Adler',
  'Becker',
  'Conrad',
  'Dietz',
  'Engel',
  'Fuchs',
  'Graf',
  'Hahn',
  'Imhof',
  'Müller',
  'Weiß',
];
const ROLES = ['DJ', 'dj ', 'Producer', 'Booker', 'Promoter', 'Label Manager', 'Journalist'];

const pgText = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

export async function seedLobby(db: Database, count: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO tags (name) SELECT 'Tag ' || g FROM generate_series(1, ${LOBBY_TAGS}) g`,
  );
  await db.execute(
    sql`INSERT INTO companies (name) SELECT 'Company ' || g FROM generate_series(1, ${LOBBY_COMPANIES}) g`,
  );
  const first = pgText(FIRST);
  const last = pgText(LAST);
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, name, confirmed, in_lobby)
    SELECT 'lobby' || g || '@example.org',
      CASE WHEN g % 11 IN (0, 1) THEN NULL ELSE (${first})[1 + (g * 7) % ${FIRST.length}] END,
      CASE WHEN g % 11 IN (0, 1) THEN NULL ELSE (${last})[1 + (g * 13) % ${LAST.length}] END,
      CASE WHEN g % 11 = 1 THEN NULL ELSE 'nick' || g END,
      g % 991 <> 0,
      g % 13 <> 0
    FROM generate_series(1, ${count}) g`);
  await db.execute(sql`
    INSERT INTO user_roles (user_id, role)
    SELECT id, CASE WHEN id % 997 = 0 THEN 'ROLE_PHANTOM' ELSE 'ROLE_USER' END FROM users`);
  await db.execute(sql`
    INSERT INTO user_tags (user_id, tag_id)
    SELECT u.id, 1 + (u.id * (k * 7 + 3) + k * 11) % ${LOBBY_TAGS}
    FROM users u CROSS JOIN generate_series(0, 2) k
    WHERE (u.id + k) % 4 <> 0
    ON CONFLICT DO NOTHING`);
  const roles = pgText(ROLES);
  await db.execute(sql`
    INSERT INTO professions (user_id, role, company_id)
    SELECT u.id, (${roles})[1 + (u.id * (k + 5)) % ${ROLES.length}],
      CASE WHEN (u.id + k) % 5 = 0 THEN NULL ELSE 1 + (u.id * (k + 3)) % ${LOBBY_COMPANIES} END
    FROM users u CROSS JOIN generate_series(0, 1) k
    WHERE k = 0 OR u.id % 3 = 0`);
}

export interface ModelPerson extends LobbyInterests {
  id: number;
  fullName: string | null;
  name: string | null;
  companies: string[];
  listed: boolean;
}

/** Everyone, read straight from the tables (no lobby SQL involved). */
export async function readModel(db: Database): Promise<ModelPerson[]> {
  const rows = await queryRows<{
    id: number;
    first_name: string | null;
    last_name: string | null;
    name: string | null;
    confirmed: boolean;
    in_lobby: boolean;
    phantom: boolean;
    tag_ids: number[];
    company_ids: number[];
    companies: string[];
    roles: string[];
  }>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.name, u.confirmed, u.in_lobby,
      EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'ROLE_PHANTOM') AS phantom,
      coalesce((SELECT array_agg(tag_id) FROM user_tags t WHERE t.user_id = u.id), '{}') AS tag_ids,
      coalesce((SELECT array_agg(company_id) FROM professions p
                WHERE p.user_id = u.id AND company_id IS NOT NULL), '{}') AS company_ids,
      coalesce((SELECT array_agg(c.name) FROM professions p JOIN companies c ON c.id = p.company_id
                WHERE p.user_id = u.id), '{}') AS companies,
      coalesce((SELECT array_agg(role) FROM professions p WHERE p.user_id = u.id), '{}') AS roles
    FROM users u ORDER BY u.id`,
  );
  return rows.map((row) => {
    const full = [row.first_name, row.last_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    return {
      id: row.id,
      fullName: full || null,
      name: row.name?.trim() || null,
      tagIds: row.tag_ids,
      companyIds: row.company_ids,
      companies: row.companies,
      roles: row.roles,
      listed: row.confirmed && !row.phantom && row.in_lobby,
    };
  });
}

export interface ModelQuery {
  sortBy: 'recommended' | 'name';
  order: 'asc' | 'desc';
  search?: string;
  tagId?: number;
  roles?: string[];
}

/** The lobby as the spec defines it, computed in plain TypeScript: ids in order, with scores. */
export function referenceLobby(people: ModelPerson[], viewerId: number, q: ModelQuery) {
  const me = people.find((p) => p.id === viewerId);
  if (!me) throw new Error('no viewer');
  const roleKeys = (q.roles ?? []).map(normaliseRole);
  const rows = people
    .filter((p) => p.listed && p.id !== viewerId)
    .filter((p) => matchesLobbySearch(p, q.search))
    .filter((p) => q.tagId === undefined || p.tagIds.includes(q.tagId))
    .filter(
      (p) => roleKeys.length === 0 || p.roles.some((r) => roleKeys.includes(normaliseRole(r))),
    )
    .map((p) => ({ id: p.id, score: lobbyScore(me, p), key: lobbyNameKey(p) }));
  const byName = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    if ((a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    // Equal scores always go A to Z: the order picks only the direction of a name sort.
    const sign = q.order === 'desc' && q.sortBy === 'name' ? -1 : 1;
    if (a.key !== b.key) return a.key < b.key ? -sign : sign;
    return (a.id - b.id) * sign;
  };
  return rows.sort((a, b) =>
    q.sortBy === 'recommended' && a.score !== b.score ? b.score - a.score : byName(a, b),
  );
}
