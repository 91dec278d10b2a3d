import { type SQL, sql } from 'drizzle-orm';
import type { AnnouncementAudience } from '../../../src/api/contract/announcements';
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
 * listed (the others read it in the feed); queuePush then finds each one's devices.
 */
export async function announcementRecipients(
  executor: Executor,
  audience: AnnouncementAudience,
): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    executor,
    sql`${audienceQuery(audience)} ORDER BY 1`,
  );
  return rows.map((row) => Number(row.user_id));
}
