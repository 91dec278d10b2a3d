import { and, type SQL, sql } from 'drizzle-orm';
import type { NameFilter } from '../../../src/api/contract/program-requests';

/** LIKE pattern that matches `text` literally (backslash is PostgreSQL's default escape). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Condition of the alphabet letter and search box on a name expression (undefined: all). */
export function nameMatches(name: SQL, filter: NameFilter | null | undefined): SQL | undefined {
  const search = filter?.search?.trim();
  return and(
    filter?.character ? sql`${name} ILIKE ${`${filter.character}%`}` : undefined,
    search ? sql`${name} ILIKE ${`%${literal(search)}%`}` : undefined,
  );
}
