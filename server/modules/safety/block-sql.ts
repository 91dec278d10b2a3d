import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

type Person = number | SQL;

/** Whether either of the two blocked the other (a block works both ways). */
export const blockBetween = (a: Person, b: Person) => sql`EXISTS (SELECT 1 FROM blocks bl
  WHERE (bl.blocker_id = ${a} AND bl.blocked_id = ${b})
     OR (bl.blocker_id = ${b} AND bl.blocked_id = ${a}))`;

export async function isBlockedBetween(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`SELECT ${blockBetween(a, b)} AS blocked`,
  );
  return row?.blocked === true;
}
