import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FESTIVAL_AUTHOR, type FeedComment, type FeedItem } from '../../../src/api/contract/feed';
import { type Executor, queryRows } from '../../db/client';
import { files } from '../../db/schema/files';
import { jobs } from '../../db/schema/jobs';
import { announcements, comments, feedItems, feedLikes } from '../../db/schema/social';
import { fileUrl } from '../auth/session-user';
import { findPeople, type Person } from '../chat/queries';

type PostRow = typeof feedItems.$inferSelect;

const unnamed = (id: number): Person => ({ id, name: 'Unnamed', image: null });
const author = (person: Person) => ({ id: person.id, name: person.name, profilePic: person.image });

/** Posts with their likes, comments and authors, in the given order. */
export async function toFeedItems(db: Executor, posts: PostRow[]): Promise<FeedItem[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((post) => post.id);
  const [likeRows, commentRows, announcementRows] = await Promise.all([
    db
      .select({ feedId: feedLikes.feedId, userId: feedLikes.userId })
      .from(feedLikes)
      .where(inArray(feedLikes.feedId, ids))
      .orderBy(asc(feedLikes.createdAt), asc(feedLikes.userId)),
    db
      .select()
      .from(comments)
      .where(inArray(comments.feedId, ids))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({
        feedId: announcements.feedId,
        title: announcements.title,
        level: announcements.level,
      })
      .from(announcements)
      .where(inArray(announcements.feedId, ids)),
  ]);
  const people = await findPeople(db, [
    ...posts.flatMap((post) => post.authorId ?? []),
    ...commentRows.map((comment) => comment.authorId),
  ]);
  const person = (id: number) => people.get(id) ?? unnamed(id);
  const likes = new Map<number, number[]>();
  for (const row of likeRows) likes.set(row.feedId, [...(likes.get(row.feedId) ?? []), row.userId]);
  const commentsOf = new Map<number, FeedComment[]>();
  for (const row of commentRows) {
    const comment: FeedComment = {
      id: row.id,
      text: row.text,
      autor: author(person(row.authorId)),
      creationDate: row.createdAt.toISOString(),
    };
    commentsOf.set(row.feedId, [...(commentsOf.get(row.feedId) ?? []), comment]);
  }
  const announcementOf = new Map(
    announcementRows.map(({ feedId, title, level }) => [feedId, { title, level }]),
  );
  return posts.map((post) => ({
    id: post.id,
    text: post.text,
    file: post.fileId === null ? null : fileUrl(post.fileId),
    likes: likes.get(post.id) ?? [],
    tags: post.tags,
    comments: commentsOf.get(post.id) ?? [],
    autor: post.authorId === null ? FESTIVAL_AUTHOR : author(person(post.authorId)),
    creationDate: post.createdAt.toISOString(),
    announcement: announcementOf.get(post.id) ?? null,
  }));
}

/** Newest first; `authorId` limits the page to one member's posts. */
export async function findPostPage(
  db: Executor,
  page: number,
  size: number,
  authorId?: number,
): Promise<{ posts: PostRow[]; total: number }> {
  const where = authorId === undefined ? undefined : eq(feedItems.authorId, authorId);
  const [posts, [counted]] = await Promise.all([
    db
      .select()
      .from(feedItems)
      .where(where)
      .orderBy(desc(feedItems.createdAt), desc(feedItems.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(feedItems)
      .where(where),
  ]);
  return { posts, total: counted?.total ?? 0 };
}

export async function findPost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(feedItems).where(eq(feedItems.id, id));
  return row;
}

export async function insertPost(
  db: Executor,
  post: { text: string; fileId: number; authorId: number; tags: string[] },
): Promise<PostRow> {
  const [row] = await db.insert(feedItems).values(post).returning();
  if (!row) throw new Error('The post was not stored');
  return row;
}

export async function deletePost(db: Executor, post: PostRow): Promise<void> {
  await db.delete(feedItems).where(eq(feedItems.id, post.id));
  if (post.fileId !== null) await db.delete(files).where(eq(files.id, post.fileId));
}

/** True when the like is new. */
export async function insertLike(db: Executor, feedId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(feedLikes)
    .values({ feedId, userId })
    .onConflictDoNothing()
    .returning({ feedId: feedLikes.feedId });
  return rows.length > 0;
}

export async function deleteLike(db: Executor, feedId: number, userId: number): Promise<void> {
  await db.delete(feedLikes).where(and(eq(feedLikes.feedId, feedId), eq(feedLikes.userId, userId)));
}

/**
 * Records an outbox row id (Idempotency-Key) as a finished job: true the first time, false for a
 * replay, whose effect was already applied (or overtaken by a newer change).
 */
export async function claimIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO ${jobs} (kind, key, payload, done_at)
        VALUES ('feed.request', ${`idempotency:${userId}:${key}`}, '{}'::jsonb, now())
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function insertComment(
  db: Executor,
  comment: { feedId: number; authorId: number; text: string },
): Promise<number> {
  const [row] = await db.insert(comments).values(comment).returning({ id: comments.id });
  if (!row) throw new Error('The comment was not stored');
  return row.id;
}

export async function findComment(db: Executor, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}
