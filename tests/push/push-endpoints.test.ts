import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MESSAGES } from '../../src/api/contract/push';
import { DEFAULT_PUSH_HOSTS } from '../../server/config';
import { queryRows } from '../../server/db/client';
import { pushSubscriptions } from '../../server/db/schema/people';
import { HttpError } from '../../server/plugins/http-error';
import {
  checkEndpoint,
  PushEndpointRefused,
  type PushEndpointRules,
} from '../../server/modules/push/push-endpoint';
import { createPushPoster } from '../../server/modules/push/push-http';
import { PUSH_JOB } from '../../server/modules/push/push-jobs';
import { createPushService } from '../../server/modules/push/service';
import { isPublicAddress } from '../../server/modules/push/public-address';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { testDevice } from '../helpers/test-push-service';

const { keys } = testDevice();
const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys });
const FCM = 'https://fcm.googleapis.com/fcm/send/abc:def';

/** The rules a deployment runs with, with DNS answered by `addresses`. */
const rules = (addresses: (host: string) => string[]): PushEndpointRules => ({
  hosts: DEFAULT_PUSH_HOSTS,
  allowLoopback: false,
  resolve: (host) => Promise.resolve(addresses(host)),
});

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '0.0.0.0',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1', // carrier-grade NAT
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:a9fe:a9fe',
    '::ffff:127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.185.74', '8.8.8.8', '::ffff:8.8.8.8', '2a00:1450:4001:82b::200a'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('push endpoints', () => {
  const publicDns = rules(() => ['142.250.185.74']);

  it.each([
    ['https://169.254.169.254/latest/meta-data/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://[::ffff:a9fe:a9fe]/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://127.0.0.1:5432/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://0x7f000001:3199/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://localhost/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://fcm.googleapis.com:8443/fcm/send/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://user:pw@fcm.googleapis.com/fcm/send/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://fcm.googleapis.com.evil.example/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://evilpush.apple.com/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://push.apple.com/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['http://fcm.googleapis.com/fcm/send/x', PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps],
    ['http://127.0.0.1:3199/push/x', PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps],
  ])('%s is refused', async (endpoint, message) => {
    await expect(checkEndpoint(endpoint, publicDns)).rejects.toThrow(
      new PushEndpointRefused(message),
    );
  });

  it.each([
    FCM,
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('%s, a browser push service on a public address, is taken', async (endpoint) => {
    await expect(checkEndpoint(endpoint, publicDns)).resolves.toBeUndefined();
  });

  it.each([['10.0.0.5'], ['169.254.169.254'], ['::ffff:a9fe:a9fe'], ['142.250.185.74', '::1']])(
    'an allowed host resolving to %s is refused',
    async (...addresses) => {
      await expect(
        checkEndpoint(
          FCM,
          rules(() => addresses),
        ),
      ).rejects.toThrow(PushEndpointRefused);
    },
  );

  it('a host that does not exist is refused, a DNS server that does not answer is not', async () => {
    const failing = (code: string): PushEndpointRules => ({
      ...publicDns,
      resolve: () => Promise.reject(Object.assign(new Error(code), { code })),
    });
    await expect(checkEndpoint(FCM, failing('ENOTFOUND'))).rejects.toThrow(PushEndpointRefused);
    await expect(checkEndpoint(FCM, failing('EAI_AGAIN'))).resolves.toBeUndefined();
  });

  it('PUSH_HOSTS replaces the list; the loopback stand-in needs its test setting', async () => {
    const own = { ...publicDns, hosts: ['push.festival.example'] };
    await expect(checkEndpoint('https://push.festival.example/x', own)).resolves.toBeUndefined();
    await expect(checkEndpoint(FCM, own)).rejects.toThrow(PushEndpointRefused);
    const standIn = { ...publicDns, allowLoopback: true };
    await expect(checkEndpoint('http://127.0.0.1:3199/push/x', standIn)).resolves.toBeUndefined();
    await expect(checkEndpoint('http://10.0.0.1/push/x', standIn)).rejects.toThrow();
  });
});

describe('push connections', () => {
  let standIn: Server;
  let port: number;
  const arrived: string[] = [];
  beforeAll(async () => {
    standIn = createServer((request: IncomingMessage, response) => {
      arrived.push(request.url ?? '');
      if (request.url === '/moved') response.writeHead(307, { location: `/elsewhere` }).end();
      else response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    port = (standIn.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
  afterEach(() => {
    arrived.length = 0;
  });

  const send = (endpoint: string, endpointRules: PushEndpointRules) =>
    createPushPoster(
      2,
      endpointRules,
    )({
      endpoint,
      headers: {},
      body: Buffer.from('x'),
      signal: new AbortController().signal,
      timeoutMs: 5000,
    });

  it('connect only to the address that was checked: a name turning private later is refused', async () => {
    // Public while subscribing, then rebound to where the server's own services listen.
    const answers = [['142.250.185.74'], ['127.0.0.1']];
    const rebinding: PushEndpointRules = {
      hosts: ['push.example'],
      allowLoopback: false,
      resolve: () => Promise.resolve(answers.shift() ?? []),
    };
    await checkEndpoint(`https://push.example/x`, rebinding);
    await expect(send(`https://push.example:${port}/x`, rebinding)).rejects.toThrow(
      PushEndpointRefused,
    );
    expect(arrived).toEqual([]);
  });

  it('the socket goes to the resolved address, with no lookup of its own', async () => {
    let lookups = 0;
    const standInRules: PushEndpointRules = {
      hosts: [],
      allowLoopback: true,
      resolve: () => {
        lookups += 1;
        return Promise.resolve(['127.0.0.1']);
      },
    };
    expect(await send(`http://localhost:${port}/push/a`, standInRules)).toBe(201);
    expect(lookups).toBe(1);
    expect(arrived).toEqual(['/push/a']);
  });

  it('a redirect is an answer, never followed', async () => {
    const standInRules: PushEndpointRules = { ...rules(() => []), allowLoopback: true };
    expect(await send(`http://127.0.0.1:${port}/moved`, standInRules)).toBe(307);
    expect(arrived).toEqual(['/moved']);
  });
});

forEachDatabase('push endpoints over the API', (use) => {
  let t: TestApp;
  let me: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    // As deployed: no loopback stand-in.
    const database = use();
    t = await createTestApp({
      ...database,
      config: { ...database.config, pushLoopbackEndpoints: false },
    });
    me = await createUser(database.db, {}, t.app);
    other = await createUser(database.db, {}, t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, body: object, user = me) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(user.token), payload: body });
  const stored = () => use().db.select().from(pushSubscriptions);

  it.each([
    ['https://169.254.169.254/latest/meta-data/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://[::ffff:a9fe:a9fe]/x', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://127.0.0.1:5432/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['https://0x7f000001:3199/', PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed],
    ['http://fcm.googleapis.com/fcm/send/x', PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps],
    ['http://127.0.0.1:3199/push/x', PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps],
  ])('subscribing %s is 400 and stores nothing', async (endpoint, message) => {
    for (const path of ['/api/push/subscribe', '/api/user/subscription/save']) {
      const res = await post(path, subscription(endpoint));
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await stored()).toEqual([]);
    const check = await post('/api/user/subscription/check', { endpoint });
    expect(check.json()).toEqual({ subscribed: false });
  });

  it('an allowed host that resolves to a private address is refused (service, DNS injected)', async () => {
    const service = createPushService({
      db: use().db,
      bus: t.app.bus,
      endpoints: rules(() => ['10.20.30.40']),
    });
    await expect(service.subscribe(me.id, subscription(FCM))).rejects.toThrow(
      new HttpError(400, PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed),
    );
    expect(await stored()).toEqual([]);
    const publicOne = createPushService({
      db: use().db,
      bus: t.app.bus,
      endpoints: rules(() => ['142.250.185.74']),
    });
    await publicOne.subscribe(me.id, subscription(FCM));
    expect((await stored()).map((row) => row.endpoint)).toEqual([FCM]);
  });

  it("the check only says whether the caller stored the endpoint, never another's", async () => {
    const check = (user: CreatedUser) =>
      post('/api/user/subscription/check', { endpoint: FCM }, user).then((res) =>
        res.json<{ subscribed: boolean }>(),
      );
    expect(await check(me)).toEqual({ subscribed: true });
    expect(await check(other)).toEqual({ subscribed: false });
  });

  it('a subscription stored before the check is deleted at send time, never contacted', async () => {
    await use().db.delete(pushSubscriptions);
    await use()
      .db.insert(pushSubscriptions)
      .values({ userId: me.id, endpoint: 'https://169.254.169.254/latest/meta-data/', ...keys });
    const sent = await post('/api/push/send', {
      user: me.id,
      notificationRequest: { title: 'Hi' },
    });
    expect(sent.json()).toEqual({ queued: 1 });
    await t.app.jobs.runDue();
    await expect.poll(async () => (await stored()).length).toBe(0);
    const jobs = await queryRows<{ attempts: number; done: boolean }>(
      use().db,
      sql`SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE kind = ${PUSH_JOB}`,
    );
    expect(jobs).toEqual([{ attempts: 1, done: true }]);
  });
});
