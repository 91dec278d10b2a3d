import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/api/contract/notification-settings';
import { type Executor, queryRows } from '../../db/client';

/** The longest lead time a member can choose (contract REMINDER_MINUTES). */
const LONGEST_LEAD_MINUTES = 30;
const lead = sql.raw(
  `make_interval(mins => coalesce(s.reminder_minutes, ${DEFAULT_NOTIFICATION_SETTINGS.reminderMinutes}))`,
);

export interface ClaimedReminder {
  userId: number;
  eventId: number;
  startsAt: Date;
}

/**
 * Claims up to `limit` reminders due at `now`: a saved, published event that has not started and
 * whose start minus the member's lead time has come, not yet reminded at this start time. The
 * INSERT … ON CONFLICT DO NOTHING is the claim: a second node's claim of the same row waits for
 * the first transaction and then gets nothing. Saved after the reminder time: no reminder.
 */
export async function claimDueReminders(
  db: Executor,
  now: Date,
  limit: number,
): Promise<ClaimedReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ user_id: number; event_id: number; starts_at: Date | string }>(
    db,
    sql`WITH due AS (
          SELECT f.user_id, e.id AS event_id, e.date_time AS starts_at
          FROM events e
          JOIN favourites f ON f.event_id = e.id
          LEFT JOIN notification_settings s ON s.user_id = f.user_id
          WHERE e.state = 'PUBLISHED'
            AND e.date_time > ${at}
            AND e.date_time <= ${at} + make_interval(mins => ${LONGEST_LEAD_MINUTES})
            AND coalesce(s.reminder_minutes, ${DEFAULT_NOTIFICATION_SETTINGS.reminderMinutes}) > 0
            AND e.date_time - ${lead} <= ${at}
            AND f.created_at <= e.date_time - ${lead}
            AND NOT EXISTS (SELECT 1 FROM reminders_sent r
              WHERE r.user_id = f.user_id AND r.event_id = e.id AND r.starts_at = e.date_time)
          ORDER BY e.date_time, e.id, f.user_id
          LIMIT ${limit})
        INSERT INTO reminders_sent (user_id, event_id, starts_at)
        SELECT user_id, event_id, starts_at FROM due
        ON CONFLICT DO NOTHING
        RETURNING user_id, event_id, starts_at`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    eventId: Number(row.event_id),
    startsAt: new Date(row.starts_at),
  }));
}

export interface ReminderEvent {
  id: number;
  title: string;
  startsAt: Date;
  venueName: string | null;
}

/** Title, start and venue of the events reminded about. */
export async function findReminderEvents(
  db: Executor,
  eventIds: readonly number[],
): Promise<Map<number, ReminderEvent>> {
  if (eventIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    title: string;
    date_time: Date | string;
    venue_name: string | null;
  }>(
    db,
    sql`SELECT e.id, e.title, e.date_time, v.name AS venue_name
        FROM events e LEFT JOIN venues v ON v.id = e.venue_id
        WHERE e.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb))`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        title: row.title,
        startsAt: new Date(row.date_time),
        venueName: row.venue_name,
      },
    ]),
  );
}

/**
 * Drops reminder pushes of an event still waiting in the queue for another start time (the event
 * moved) or at all (`keepStart` null: cancelled); a job a sender holds already goes out.
 */
export async function withdrawQueuedReminders(
  db: Executor,
  eventId: number,
  keepStart: Date | null,
): Promise<void> {
  const keep = keepStart ? `push:reminder:${eventId}:${keepStart.getTime()}:%` : '';
  await db.execute(
    sql`DELETE FROM jobs
        WHERE kind = 'push.deliver' AND done_at IS NULL AND locked_at IS NULL
          AND key LIKE ${`push:reminder:${eventId}:%`} AND key NOT LIKE ${keep}`,
  );
}

/**
 * Drops a member's reminder pushes still waiting in the queue: for `eventIds` (they unsaved them)
 * or all of them (they changed the lead time; the scheduler reminds again at the new one).
 */
export async function withdrawQueuedRemindersOf(
  db: Executor,
  userId: number,
  eventIds: readonly number[] | 'all',
): Promise<void> {
  if (eventIds !== 'all' && eventIds.length === 0) return;
  const ofEvents =
    eventIds === 'all'
      ? sql`TRUE`
      : sql`split_part(key, ':', 3)::int IN
              (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb))`;
  await db.execute(
    sql`DELETE FROM jobs
        WHERE kind = 'push.deliver' AND done_at IS NULL AND locked_at IS NULL
          AND key LIKE 'push:reminder:%' AND ${ofEvents}
          AND (payload->>'subscriptionId')::int IN
            (SELECT id FROM push_subscriptions WHERE user_id = ${userId})`,
  );
}
