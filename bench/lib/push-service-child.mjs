// Child of push.mjs, run with `node --import tsx`: the local test push service of the server
// tests (tests/helpers/test-push-service.ts), which decrypts every push and checks its VAPID
// signature, in a process of its own so it does not share the server's CPU time.
import { startTestPushService } from '../../tests/helpers/test-push-service.ts';

const service = await startTestPushService();
let expected = Infinity;
/** When each push arrived (to 5 ms) and the page it opens, for lateness per push. */
const arrivals = [];

const report = () => {
  const { received } = service;
  process.send?.({
    type: 'received',
    count: received.length,
    at: Date.now(),
    vapidInvalid: received.filter((push) => !push.vapidValid).length,
    empty: received.filter((push) => push.text.length === 0).length,
  });
};

const urlOf = (text) => {
  try {
    return JSON.parse(text).url ?? null;
  } catch {
    return null;
  }
};

// Says so within 5 ms of the last expected push.
const watch = setInterval(() => {
  const now = Date.now();
  for (let i = arrivals.length; i < service.received.length; i += 1) {
    arrivals.push({ at: now, url: urlOf(service.received[i].text) });
  }
  if (service.received.length < expected) return;
  expected = Infinity;
  report();
}, 5);

process.on('message', (message) => {
  if (message.type === 'subscribe') {
    const subscriptions = Array.from({ length: message.count }, () => service.subscribe());
    process.send?.({ type: 'subscriptions', subscriptions });
  } else if (message.type === 'expect') {
    expected = message.count;
  } else if (message.type === 'report') {
    report();
  } else if (message.type === 'arrivals') {
    process.send?.({ type: 'arrivals', arrivals });
  }
});
process.send?.({ type: 'ready' });

process.once('SIGTERM', () => {
  clearInterval(watch);
  service.close().finally(() => process.exit(0));
});
