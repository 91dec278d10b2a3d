/**
 * A local Web Push service on loopback for tests (server and e2e). It hands out subscriptions
 * whose endpoint points at itself, with a real P-256 key pair and auth secret, and decrypts every
 * push it receives (RFC 8291 aes128gcm) with the subscription's private key, checks the VAPID
 * signature (RFC 8292), and answers with the next status of the subscription's script
 * (201 when the script is empty); `holdNext` makes it hang on the next push instead, which then
 * counts as not received, as a push service only takes a message it answered.
 * A browser cannot reach a real push service in the tests, so the
 * e2e tests hand such a subscription to the app in place of `pushManager.subscribe`.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  status: number;
  /** The decrypted payload. */
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** Whether the VAPID JWT verified against the `k=` key it came with. */
  vapidValid: boolean;
  vapidPublicKey: string | undefined;
}

export interface TestPushService {
  url: string;
  subscribe(script?: number[]): TestSubscription;
  received: ReceivedPush[];
  /**
   * The next push is neither answered nor recorded: its sender hangs as on a stalled push service.
   * Resolves once that push arrived.
   */
  holdNext(): Promise<void>;
  /** Resolves with the first push matching `predicate` (already received or still to come). */
  waitFor(predicate?: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Receiver {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  script: number[];
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A device's push keys: what its subscription sends (`keys`) and what decrypts (`receiver`). */
export function testDevice() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    receiver: { ecdh, publicKey, auth },
    keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
  };
}

/** RFC 8291 §3.4 + RFC 8188: one aes128gcm record (what web-push sends). */
export function decryptAes128gcm(
  body: Buffer,
  receiver: Pick<Receiver, 'ecdh' | 'publicKey' | 'auth'>,
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('More than one record');
  const sharedSecret = receiver.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.publicKey,
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

// Senders reuse one signed JWT for hours, as real push services expect: its signature is
// checked once (the expiry on every push).
const checkedSignatures = new Map<string, boolean>();

/** Checks `vapid t=<jwt>, k=<public key>` (ES256 over the JWT's header and claims). */
function verifyVapid(header: string | undefined): { valid: boolean; key: string | undefined } {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return { valid: false, key: undefined };
  const [jwt, key] = [match[1], match[2]];
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) return { valid: false, key };
  const signed =
    checkedSignatures.get(`${jwt} ${key}`) ?? verifySignature(head, claims, signature, key);
  checkedSignatures.set(`${jwt} ${key}`, signed);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { exp?: number };
  return { valid: signed && (payload.exp ?? 0) > Date.now() / 1000, key };
}

function verifySignature(head: string, claims: string, signature: string, key: string): boolean {
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  return verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

export async function startTestPushService(): Promise<TestPushService> {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  const holds: (() => void)[] = [];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const receiver = id ? receivers.get(id) : undefined;
      if (!id || !receiver || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const hold = holds.shift();
      if (hold) {
        hold();
        return;
      }
      const status = receiver.script.shift() ?? 201;
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), receiver);
      } catch (error) {
        response.writeHead(400).end(String(error));
        return;
      }
      const vapid = verifyVapid(request.headers.authorization);
      received.push({
        subscriptionId: id,
        status,
        text,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapidValid: vapid.valid,
        vapidPublicKey: vapid.key,
      });
      waiters.forEach((wake) => wake());
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscribe(script = []) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      receivers.set(id, { ecdh, publicKey, auth, script: [...script] });
      return {
        endpoint: `${url}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    holdNext: () => new Promise<void>((resolve) => holds.push(resolve)),
    waitFor(predicate = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const push = received.find(predicate);
          if (!push) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(push);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`No matching push within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
