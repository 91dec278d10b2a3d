import { asc, inArray, sql } from 'drizzle-orm';
import type { CompanyDto, GenreDto, TagDto } from '../../../src/api/contract/reference';
import type { Executor } from '../../db/client';
import { companies, genres, tags } from '../../db/schema/reference';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const byName = (name: AnyPgColumn) => [asc(sql`lower(${name})`), asc(name)];

export async function findAllTags(db: Executor): Promise<TagDto[]> {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .orderBy(...byName(tags.name));
}

export async function findTagsByIds(db: Executor, ids: readonly number[]): Promise<TagDto[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(tags.id, [...ids]))
    .orderBy(...byName(tags.name));
}

/** The tag of this name (any case), created when missing; safe against a concurrent create. */
export async function findOrCreateTag(db: Executor, name: string): Promise<TagDto> {
  await db.insert(tags).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`);
  if (!row) throw new Error('The tag was not stored');
  return row;
}

export async function renameTag(db: Executor, id: number, name: string): Promise<TagDto | null> {
  const [row] = await db
    .update(tags)
    .set({ name })
    .where(sql`${tags.id} = ${id}`)
    .returning({ id: tags.id, name: tags.name });
  return row ?? null;
}

export async function findAllGenres(db: Executor): Promise<GenreDto[]> {
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .orderBy(...byName(genres.name));
}

export async function countExisting(
  db: Executor,
  table: 'tags' | 'genres' | 'companies',
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const target = { tags, genres, companies }[table];
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(inArray(target.id, [...ids]));
  return rows.length;
}

/** LIKE pattern that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Companies whose name holds `search` (any case), names starting with it first. */
export async function searchCompanies(
  db: Executor,
  search: string | undefined,
  limit: number,
): Promise<CompanyDto[]> {
  const term = search?.trim();
  const query = db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic();
  if (!term) return query.orderBy(...byName(companies.name)).limit(limit);
  return query
    .where(sql`${companies.name} ILIKE ${`%${literal(term)}%`}`)
    .orderBy(
      asc(sql`(${companies.name} ILIKE ${`${literal(term)}%`}) IS NOT TRUE`),
      ...byName(companies.name),
    )
    .limit(limit);
}

export async function findCompany(db: Executor, id: number): Promise<CompanyDto | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`${companies.id} = ${id}`);
  return row;
}

/** The company of this name (any case), created when missing. */
export async function findOrCreateCompany(db: Executor, name: string): Promise<CompanyDto> {
  await db.insert(companies).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`);
  if (!row) throw new Error('The company was not stored');
  return row;
}
