import { eq, sql } from 'drizzle-orm';
import type {
  Announcement,
  AnnouncementAudience,
  SendAnnouncementRequest,
} from '../../../src/api/contract/announcements';
import { type Executor, queryRows } from '../../db/client';
import { venues } from '../../db/schema/program';
import { announcements, feedItems } from '../../db/schema/social';

/** The festival's post (no author) and its announcement row; answers the post's id. */
export async function insertAnnouncement(
  tx: Executor,
  request: SendAnnouncementRequest,
): Promise<number> {
  const [post] = await tx
    .insert(feedItems)
    .values({ text: request.text, authorId: null, tags: [] })
    .returning({ id: feedItems.id });
  if (!post) throw new Error('The announcement was not stored');
  const { audience } = request;
  await tx.insert(announcements).values({
    feedId: post.id,
    title: request.title,
    level: request.level,
    audience: audience.kind,
    venueId: audience.kind === 'venue' ? audience.venueId : null,
    role: audience.kind === 'role' ? audience.role : null,
  });
  return post.id;
}

export async function findVenueName(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, id));
  return row?.name;
}

/** Whether the member is in an announcement's audience now, as SQL over the row `a`. */
const addressedTo = (userId: number) => sql`(
  a.audience = 'everyone'
  OR (a.audience = 'role' AND EXISTS (
    SELECT 1 FROM user_roles r WHERE r.user_id = ${userId} AND r.role = a.role))
  OR (a.audience = 'venue' AND EXISTS (
    SELECT 1 FROM favourites f JOIN events e ON e.id = f.event_id
    WHERE f.user_id = ${userId} AND e.venue_id = a.venue_id)))`;

/** The newest announcement addressed to the member that is younger than `maxAgeHours`. */
export async function findLatestFor(
  db: Executor,
  userId: number,
  maxAgeHours: number,
): Promise<Announcement | null> {
  const [row] = await queryRows<{
    post_id: number;
    title: string;
    text: string;
    level: Announcement['level'];
    created_at: Date | string;
  }>(
    db,
    sql`SELECT a.feed_id AS post_id, a.title, p.text, a.level, a.created_at
        FROM announcements a JOIN feed_items p ON p.id = a.feed_id
        WHERE a.created_at > now() - make_interval(hours => ${maxAgeHours})
          AND ${addressedTo(userId)}
        ORDER BY a.created_at DESC, a.feed_id DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    postId: Number(row.post_id),
    title: row.title,
    text: row.text,
    level: row.level,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** "venue 3", "role ROLE_GATE" or "everyone": ids and role names only, for the audit log. */
export const audienceSummary = (audience: AnnouncementAudience): string =>
  audience.kind === 'venue'
    ? `venue ${audience.venueId}`
    : audience.kind === 'role'
      ? `role ${audience.role}`
      : 'everyone';
