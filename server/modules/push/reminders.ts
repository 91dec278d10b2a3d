import type { PushText } from '../../../src/api/contract/push';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import { queuePush } from './push-jobs';
import { claimDueReminders, findReminderEvents, type ReminderEvent } from './reminder-queries';

/** Reminders claimed per transaction: 10,000 due in one minute are a handful of statements. */
const BATCH = 5000;

const berlinTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Night Set starts at 21:00 at Stage B'; the worker words `text` in the reader's language. */
function reminderTexts(event: ReminderEvent): { body: string; text: PushText } {
  const at = event.startsAt.toISOString();
  const time = berlinTime.format(event.startsAt);
  return event.venueName
    ? {
        body: `${event.title} starts at ${time} at ${event.venueName}`,
        text: {
          key: 'favouriteStartsSoon',
          params: { title: event.title, at, venue: event.venueName },
        },
      }
    : {
        body: `${event.title} starts at ${time}`,
        text: { key: 'favouriteStartsSoonNoVenue', params: { title: event.title, at } },
      };
}

/**
 * Queues the pushes of every reminder due at `now`, each claimed and queued in one transaction
 * (a claim without its jobs is never committed); answers how many reminders were claimed.
 */
export async function sendDueReminders(db: Database, bus: Bus, now = new Date()): Promise<number> {
  let claimed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, BATCH);
      const byStart = new Map<string, { eventId: number; startsAt: Date; userIds: number[] }>();
      for (const reminder of due) {
        const key = `${reminder.eventId}:${reminder.startsAt.getTime()}`;
        const group = byStart.get(key) ?? { ...reminder, userIds: [] };
        group.userIds.push(reminder.userId);
        byStart.set(key, group);
      }
      const events = await findReminderEvents(tx, [...new Set(due.map((r) => r.eventId))]);
      for (const [key, group] of byStart) {
        const event = events.get(group.eventId);
        if (!event) continue;
        const { body, text } = reminderTexts({ ...event, startsAt: group.startsAt });
        const secondsLeft = Math.floor((group.startsAt.getTime() - now.getTime()) / 1000);
        await queuePush(tx, bus, group.userIds, {
          key: `reminder:${key}`,
          payload: {
            kind: 'program',
            title: event.title,
            body,
            text,
            tag: `event-${event.id}`,
            url: `/event/${event.id}`,
          },
          // The same topic as "moved / cancelled": that push replaces a reminder still undelivered.
          topic: `event-${event.id}`,
          urgency: 'high',
          // Never shown after the event started.
          ttlSeconds: Math.max(60, secondsLeft),
        });
      }
      return due.length;
    });
    claimed += count;
    if (count < BATCH) return claimed;
  }
}

export interface ReminderSchedulerOptions {
  db: Database;
  bus: Bus;
  intervalMs: number;
  onError: (error: unknown) => void;
}

/**
 * Every node looks for due reminders every `intervalMs` (the claim keeps them from sending one
 * twice); a tick still running when the next is due is not doubled.
 */
export function startReminderScheduler(options: ReminderSchedulerOptions) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueReminders(options.db, options.bus)
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
