import { startFixtureServer } from './fixture-server.mjs';
import { percentile, round } from './stats.mjs';
import { startPushService } from './push.mjs';

export const REMINDERS = 10_000;
export const TARGET_REMINDER_P95_MS = 60_000;
/** Events whose reminders fall due one per second: every reminder is due within one minute. */
const EVENTS = 60;
/** The default lead time (contract DEFAULT_NOTIFICATION_SETTINGS). */
const LEAD_MINUTES = 15;
/** Time for the members to be stored before the first reminder is due. */
const SETTLE_MS = 20_000;

/**
 * 10,000 members with one device each saved 60 events whose reminders all fall due in the same
 * minute (one event per second). Nothing but the server's own scheduler (every
 * REMINDER_TICK_SECONDS on each node) sends them: lateness is when the local test push service
 * received and decrypted a reminder minus when it was due; p95 over all of them.
 */
export async function reminderAccuracy({ logDir, reminders = REMINDERS, databaseUrl }) {
  const pushService = startPushService();
  let server;
  try {
    await pushService.next('ready', 60_000);
    pushService.send({ type: 'subscribe', count: reminders });
    const { subscriptions } = await pushService.next('subscriptions');
    server = await startFixtureServer({
      fixture: 'reminders',
      options: { subscriptions },
      databaseUrl,
      logDir,
    });
    pushService.send({ type: 'expect', count: reminders });
    const all = pushService.next('received', 10 * 60_000);
    const dueFrom = Date.now() + SETTLE_MS;
    const due = await server.call('saveEvents', {
      dueFrom,
      events: EVENTS,
      leadMinutes: LEAD_MINUTES,
    });
    // A favourite saved after its reminder time gets none: the figure would be of fewer pushes.
    if (Date.now() >= dueFrom) throw new Error(`saving the favourites took over ${SETTLE_MS} ms`);
    const received = await all;
    if (received.vapidInvalid > 0 || received.empty > 0) {
      throw new Error(`${received.vapidInvalid} invalid VAPID, ${received.empty} empty pushes`);
    }
    pushService.send({ type: 'arrivals' });
    const { arrivals } = await pushService.next('arrivals');
    const dueAt = new Map(due.map((event) => [`/event/${event.eventId}`, event.dueAt]));
    const lateness = arrivals.map((arrival) => {
      const at = dueAt.get(arrival.url);
      if (at === undefined) throw new Error(`a push for ${arrival.url}, not a reminder`);
      return arrival.at - at;
    });
    const sent = await server.call('sent');
    return {
      reminders: lateness.length,
      database: server.kind,
      p50Ms: round(percentile(lateness, 50)),
      p95Ms: round(percentile(lateness, 95)),
      maxMs: round(Math.max(...lateness)),
      early: lateness.filter((ms) => ms < 0).length,
      claimed: sent.reminders,
      failedJobs: sent.failed,
      targetP95Ms: TARGET_REMINDER_P95_MS,
    };
  } finally {
    await server?.stop();
    await pushService.stop();
  }
}
