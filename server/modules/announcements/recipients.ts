import { type SQL, sql } from 'drizzle-orm';
import type {
  AnnouncementAudience,
  AnnouncementLevel,
} from '../../../src/api/contract/announcements';
import { type Executor, queryRows } from '../../db/client';

const hasDevice = sql`EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = a.user_id)`;

const audienceQuery = (audience: AnnouncementAudience): SQL => {
  switch (audience.kind) {
    case 'everyone':
      return sql`SELECT DISTINCT user_id FROM push_subscriptions`;
    case 'venue':
      return sql`SELECT DISTINCT a.user_id FROM favourites a JOIN events e ON e.id = a.event_id
                 WHERE e.venue_id = ${audience.venueId} AND ${hasDevice}`;
    case 'role':
      return sql`SELECT a.user_id FROM user_roles a WHERE a.role = ${audience.role} AND ${hasDevice}`;
  }
};

/**
 * Who an announcement is pushed to: everyone, the people who saved an event at the venue
 * (favourites × events.venue_id), or everyone holding the role. Only members with a device are
 * listed (the others read it in the feed); queuePush then finds each one's devices. A normal
 * announcement skips those who turned announcements off; an urgent one (weather, a closed stage)
 * reaches everyone, for safety. The filter is SQL here, not `withCategory`, for 100,000 people.
 */
export async function announcementRecipients(
  executor: Executor,
  audience: AnnouncementAudience,
  level: AnnouncementLevel,
): Promise<number[]> {
  const wanted =
    level === 'urgent'
      ? sql`true`
      : sql`NOT EXISTS (SELECT 1 FROM notification_settings n
                        WHERE n.user_id = r.user_id AND NOT n.announcements)`;
  const rows = await queryRows<{ user_id: number }>(
    executor,
    sql`SELECT r.user_id FROM (${audienceQuery(audience)}) r WHERE ${wanted} ORDER BY 1`,
  );
  return rows.map((row) => Number(row.user_id));
}
