import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlanEntry, PlanPriority } from '../../../src/api/contract/friends';
import type { Executor } from '../../db/client';
import { favouritePriorities, friendCodes, friendships, planShares } from '../../db/schema/friends';
import { events, favourites, venues } from '../../db/schema/program';
import { users } from '../../db/schema/users';
import { berlinIso } from '../program/program-sql';
import { isPublished } from '../program/queries';

/** First name, else full display name, else '' (the app shows "a friend"). */
const nameOf = sql<string>`coalesce(nullif(btrim(${users.firstName}), ''), nullif(btrim(${users.name}), ''), '')`;

export async function findActiveShare(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: planShares.token })
    .from(planShares)
    .where(and(eq(planShares.userId, userId), isNull(planShares.revokedAt)))
    .orderBy(asc(planShares.createdAt))
    .limit(1);
  return row?.token ?? null;
}

export async function insertShare(db: Executor, userId: number, token: string): Promise<void> {
  await db.insert(planShares).values({ userId, token });
}

/** Answers whether the caller's active link with that token was revoked now. */
export async function revokeShare(db: Executor, userId: number, token: string): Promise<boolean> {
  const rows = await db
    .update(planShares)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(planShares.token, token), eq(planShares.userId, userId), isNull(planShares.revokedAt)),
    )
    .returning({ token: planShares.token });
  return rows.length > 0;
}

/** The owner of an active (not revoked) plan link, with the name the page shows. */
export async function findShareOwner(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: planShares.userId, name: nameOf })
    .from(planShares)
    .innerJoin(users, eq(users.id, planShares.userId))
    .where(and(eq(planShares.token, token), isNull(planShares.revokedAt)));
  return row ?? null;
}

/** The member's saved published events with their marks, by start. */
export async function findPlanEvents(db: Executor, userId: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      dateTime: berlinIso(events.dateTime),
      end: sql<
        string | null
      >`CASE WHEN ${events.endTime} IS NULL THEN NULL ELSE ${berlinIso(events.endTime)} END`,
      conference: events.conference,
      venueName: venues.name,
      priority: favouritePriorities.priority,
    })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(
      favouritePriorities,
      and(
        eq(favouritePriorities.userId, favourites.userId),
        eq(favouritePriorities.eventId, favourites.eventId),
      ),
    )
    .where(and(eq(favourites.userId, userId), isPublished))
    .orderBy(asc(events.dateTime), asc(events.id));
}

export async function findFriendCode(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: friendCodes.code })
    .from(friendCodes)
    .where(eq(friendCodes.userId, userId));
  return row?.code ?? null;
}

/** Sets the member's code (a new one replaces the old, whose links stop working). */
export async function putFriendCode(db: Executor, userId: number, code: string): Promise<void> {
  await db
    .insert(friendCodes)
    .values({ userId, code })
    .onConflictDoUpdate({ target: friendCodes.userId, set: { code, createdAt: new Date() } });
}

export async function findCodeOwner(db: Executor, code: string) {
  const [row] = await db
    .select({ id: friendCodes.userId, name: nameOf })
    .from(friendCodes)
    .innerJoin(users, eq(users.id, friendCodes.userId))
    .where(eq(friendCodes.code, code));
  return row ?? null;
}

const pair = (a: number, b: number) => ({ userLow: Math.min(a, b), userHigh: Math.max(a, b) });

/** Idempotent: a pair is stored once, however often either side connects. */
export async function insertFriendship(db: Executor, a: number, b: number): Promise<void> {
  await db.insert(friendships).values(pair(a, b)).onConflictDoNothing();
}

export async function deleteFriendship(db: Executor, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pair(a, b);
  const rows = await db
    .delete(friendships)
    .where(and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh)))
    .returning({ low: friendships.userLow });
  return rows.length > 0;
}

/** The member's accepted friends with their names, by name. */
export async function findFriends(db: Executor, userId: number) {
  const other = sql<number>`CASE WHEN ${friendships.userLow} = ${userId} THEN ${friendships.userHigh} ELSE ${friendships.userLow} END`;
  return db
    .select({ id: users.id, name: nameOf })
    .from(friendships)
    .innerJoin(users, eq(users.id, other))
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
    .orderBy(asc(nameOf), asc(users.id));
}

/** Saved published events of these members with their marks ('none' where unmarked). */
export async function findPlans(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PlanEntry[]>> {
  const plans = new Map<number, PlanEntry[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return plans;
  const rows = await db
    .select({
      userId: favourites.userId,
      eventId: favourites.eventId,
      priority: favouritePriorities.priority,
    })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.eventId))
    .leftJoin(
      favouritePriorities,
      and(
        eq(favouritePriorities.userId, favourites.userId),
        eq(favouritePriorities.eventId, favourites.eventId),
      ),
    )
    .where(and(inArray(favourites.userId, [...userIds]), isPublished))
    .orderBy(asc(favourites.eventId));
  for (const row of rows) {
    plans.get(row.userId)?.push({ eventId: row.eventId, priority: row.priority ?? 'none' });
  }
  return plans;
}

/** The member's own marks, of every event they marked (saved or not). */
export async function findPriorities(db: Executor, userId: number): Promise<PlanEntry[]> {
  return db
    .select({ eventId: favouritePriorities.eventId, priority: favouritePriorities.priority })
    .from(favouritePriorities)
    .where(eq(favouritePriorities.userId, userId))
    .orderBy(asc(favouritePriorities.eventId));
}

export interface PriorityDecision {
  eventId: number;
  priority: PlanPriority;
  decidedAt: Date;
}

/** Stores each mark unless the stored one of that event was decided later (older taps lose). */
export async function recordPriorities(
  db: Executor,
  userId: number,
  decisions: readonly PriorityDecision[],
): Promise<void> {
  if (decisions.length === 0) return;
  await db
    .insert(favouritePriorities)
    .values(decisions.map((decision) => ({ userId, ...decision })))
    .onConflictDoUpdate({
      target: [favouritePriorities.userId, favouritePriorities.eventId],
      set: { priority: sql`excluded.priority`, decidedAt: sql`excluded.decided_at` },
      setWhere: sql`${favouritePriorities.decidedAt} <= excluded.decided_at`,
    });
}
