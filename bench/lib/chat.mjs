import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { startFixtureServer } from './fixture-server.mjs';
import { median, percentile, round } from './stats.mjs';

export const CHAT_SOCKETS = 5_000;
export const TARGET_CHAT_P95_MS = 50;
/**
 * Messages per second: every member sends one within 20 s, 3,000 a minute, far above a
 * festival's busiest chat minute. The figure is delivery time with many sockets open, not the
 * most a node can store per second (see docs/decisions.md).
 */
export const CHAT_RATE = 50;
const CONNECT_BATCH = 20;

/** A STOMP 1.2 frame as it goes over the socket (NUL-terminated). */
const frame = (command, headers, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}\n\n${body}\0`;

/** Frames of one socket message (heart-beat newlines dropped); headers and body only. */
function parseFrames(text) {
  return text
    .split('\0')
    .map((chunk) => chunk.replace(/^\n+/, ''))
    .filter(Boolean)
    .map((chunk) => {
      const [head, ...rest] = chunk.split('\n\n');
      const [command, ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body: rest.join('\n\n') };
    });
}

/** Opens /ws for one member, CONNECTs with their token and SUBSCRIBEs to their own queue. */
function openMember(wsUrl, member, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error(`member ${member.id}: no receipt`)), 60_000);
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(
        frame('CONNECT', {
          'accept-version': '1.2',
          host: 'festival',
          Authorization: `Bearer ${member.token}`,
          'heart-beat': '0,0',
        }),
      );
    });
    socket.on('message', (data) => {
      for (const received of parseFrames(data.toString())) {
        if (received.command === 'CONNECTED') {
          socket.send(
            frame('SUBSCRIBE', {
              id: 'messages',
              destination: `/user/${member.id}/queue/messages`,
              receipt: 'subscribed',
            }),
          );
        } else if (received.command === 'RECEIPT') {
          clearTimeout(timer);
          resolve(socket);
        } else if (received.command === 'MESSAGE') {
          onMessage(received);
        } else if (received.command === 'ERROR') {
          reject(new Error(`member ${member.id}: ${received.headers.message}`));
        }
      }
    });
  });
}

/** Resolves when `done()` turns true (checked on every `check()`), or fails after `ms`. */
function waitUntil(done, ms, failure) {
  let check;
  const promise = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(failure())), ms);
    check = () => {
      if (!done()) return;
      clearTimeout(timer);
      resolve();
    };
  });
  return { promise, check };
}

/**
 * 5,000 members with an open, subscribed STOMP socket each (loopback WebSocket to /ws); in each
 * round every member sends one message to another member, paced at `rate` per second. Delivery
 * time is SEND on the sender's socket to MESSAGE on the recipient's (stored, fanned out over the
 * bus). Percentiles per round; the figures are the medians over `rounds`.
 */
export async function chatDelivery({ logDir, rounds, sockets = CHAT_SOCKETS, rate = CHAT_RATE }) {
  const server = await startFixtureServer({
    fixture: 'chat',
    options: { members: sockets },
    // 5,000 logins take minutes on a busy machine: the first tokens must not expire meanwhile.
    env: { ACCESS_TOKEN_TTL_SECONDS: String(60 * 60) },
    logDir,
  });
  const open = [];
  try {
    const members = server.data.members;
    const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/ws`;
    const sentAt = new Map();
    let latencies = [];
    let delivered = { check: () => undefined };
    const onMessage = (received) => {
      const message = JSON.parse(received.body);
      const started = sentAt.get(message.clientId);
      // Each message also comes back to its sender; only the recipient's copy counts.
      const queue = received.headers.destination.split('/')[2];
      if (started === undefined || queue !== String(message.recipientId)) return;
      sentAt.delete(message.clientId);
      latencies.push(performance.now() - started);
      delivered.check();
    };
    const connectStarted = performance.now();
    // A few at a time: each CONNECT must be answered within the server's 10 s connect time.
    for (let i = 0; i < members.length; i += CONNECT_BATCH) {
      const batch = members
        .slice(i, i + CONNECT_BATCH)
        .map((member) => openMember(wsUrl, member, onMessage));
      open.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - connectStarted;
    const perRound = [];
    for (let pass = 0; pass < rounds; pass += 1) {
      latencies = [];
      delivered = waitUntil(
        () => latencies.length === members.length,
        60_000 + (members.length * 1000) / rate,
        () => `only ${latencies.length} of ${members.length} delivered`,
      );
      const started = performance.now();
      for (let i = 0; i < members.length; i += 1) {
        const recipient = members[(i + members.length / 2) % members.length];
        const clientId = randomUUID();
        const body = JSON.stringify({ clientId, recipientId: recipient.id, content: `Hi ${i}` });
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sentAt.set(clientId, performance.now());
        open[i].send(
          frame('SEND', { destination: '/app/chat', 'content-type': 'application/json' }, body),
        );
      }
      await delivered.promise;
      perRound.push({
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
      });
    }
    const mid = (key) => round(median(perRound.map((r) => r[key])));
    return {
      sockets: open.length,
      messages: members.length,
      rounds,
      ratePerSecond: rate,
      connectAllMs: round(connectMs),
      p50Ms: mid('p50'),
      p95Ms: mid('p95'),
      p99Ms: mid('p99'),
      maxMs: mid('max'),
      roundsP95Ms: perRound.map((r) => round(r.p95)),
      targetP95Ms: TARGET_CHAT_P95_MS,
    };
  } finally {
    for (const socket of open) socket.terminate();
    await server.stop();
  }
}
