import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFixtureServer } from './fixture-server.mjs';
import { median, round } from './stats.mjs';

export const PUSH_MESSAGES = 10_000;
export const TARGET_PUSH_MS = 10_000;

const CHILD = fileURLToPath(new URL('./push-service-child.mjs', import.meta.url));

/** The test push service in its own process; `next(type)` waits for its next message of a type. */
export function startPushService() {
  const child = fork(CHILD, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const waiting = [];
  child.on('message', (message) => {
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(message);
  });
  const next = (type, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const waiter = {
        type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      // A waiter that gave up leaves the list, so the next message of its type finds a live one.
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`push service: no ${type}`));
      }, timeoutMs);
      waiting.push(waiter);
    });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  return { send: (message) => child.send(message), next, stop };
}

/**
 * An event saved by 10,000 members with one device each is moved: from the "program changed"
 * notice on the server's bus to the 10,000th push decrypted (and its VAPID signature checked)
 * by the local test push service. Covers finding the devices, queueing the durable jobs, the
 * RFC 8291 encryption, the VAPID JWT and the HTTP hand-over. The median of `runs` moves.
 */
export async function pushDelivery({ logDir, runs, messages = PUSH_MESSAGES }) {
  const pushService = startPushService();
  let server;
  try {
    await pushService.next('ready', 60_000);
    pushService.send({ type: 'subscribe', count: messages });
    const { subscriptions } = await pushService.next('subscriptions');
    server = await startFixtureServer({ fixture: 'push', options: { subscriptions }, logDir });
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      // Each move is a new time, so a new notice: another push per device.
      pushService.send({ type: 'expect', count: run * messages });
      const all = pushService.next('received', 300_000);
      const started = Date.now();
      await server.call('moveEvent');
      const received = await all;
      if (received.vapidInvalid > 0 || received.empty > 0) {
        throw new Error(`${received.vapidInvalid} invalid VAPID, ${received.empty} empty pushes`);
      }
      times.push(received.at - started);
    }
    const jobs = await server.call('jobs');
    const elapsedMs = median(times);
    return {
      messages,
      runs,
      elapsedMs: round(elapsedMs),
      perSecond: round((messages / elapsedMs) * 1000),
      raw: times,
      failedJobs: jobs.failed,
      targetMs: TARGET_PUSH_MS,
    };
  } finally {
    await server?.stop();
    await pushService.stop();
  }
}
