import { startFixtureServer } from './fixture-server.mjs';
import { startPushService } from './push.mjs';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { round } from './stats.mjs';

export const ANNOUNCEMENT_DEVICES = 100_000;
export const TARGET_ANNOUNCEMENT_MS = 60_000;
/** How long the bench waits for the last push before it reports how many arrived. */
const GIVE_UP_MS = 10 * 60_000;

/**
 * A promoter sends an announcement to everyone; 100,000 members have one device each at the
 * local test push service. Timed from the POST /api/announcement/send (the real path: the
 * festival's post, the audience query, one durable job per device, the audit row) to the
 * 100,000th push decrypted and its VAPID signature checked by the test push service, which runs
 * in its own process on the same machine. One run: a second announcement would be a second
 * figure of the same kind, not a fresher one.
 */
export async function announcementFanOut({ logDir, devices = ANNOUNCEMENT_DEVICES }) {
  const pushService = startPushService();
  let server;
  try {
    await pushService.next('ready', 60_000);
    pushService.send({ type: 'subscribe', count: devices });
    const { subscriptions } = await pushService.next('subscriptions');
    server = await startFixtureServer({
      fixture: 'announcement',
      options: { subscriptions },
      logDir,
    });
    pushService.send({ type: 'expect', count: devices });
    // Settles either way: a slow fan-out must not end the process while the POST is awaited.
    const all = pushService.next('received', GIVE_UP_MS).catch(() => null);
    const started = Date.now();
    const answer = await fetch(`${server.baseUrl}/api/announcement/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.data.staffToken}`,
        [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
      },
      body: JSON.stringify({
        title: 'Storm warning',
        text: 'Thunderstorm from 18:00: the open-air stages close, please go to the halls.',
        audience: { kind: 'everyone' },
        level: 'urgent',
      }),
    });
    if (!answer.ok) throw new Error(`announcement/send answered ${answer.status}`);
    const { queued } = await answer.json();
    const queuedMs = Date.now() - started;
    const received = await all;
    if (!received) {
      pushService.send({ type: 'report' });
      const { count } = await pushService.next('received', 60_000);
      return {
        devices,
        queued,
        queuedMs,
        elapsedMs: null,
        receivedInTime: count,
        gaveUpMs: GIVE_UP_MS,
        targetMs: TARGET_ANNOUNCEMENT_MS,
      };
    }
    if (received.vapidInvalid > 0 || received.empty > 0) {
      throw new Error(`${received.vapidInvalid} invalid VAPID, ${received.empty} empty pushes`);
    }
    const elapsedMs = received.at - started;
    const jobs = await server.call('jobs');
    return {
      devices,
      queued,
      queuedMs,
      elapsedMs,
      perSecond: round((devices / elapsedMs) * 1000),
      failedJobs: jobs.failed,
      targetMs: TARGET_ANNOUNCEMENT_MS,
    };
  } finally {
    await server?.stop();
    await pushService.stop();
  }
}
