import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import { PAYMENT_MESSAGES } from '../../src/api/contract/payments';
import { ConfigError, loadConfig } from '../../server/config';
import { openDatabase, queryRows } from '../../server/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient } from '../shop/shop-fixture';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** server/main.ts as `npm run serve` runs it, with only `env` on top of production. */
function serve(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'SEED', 'PAYMENT_PROVIDER', 'PAYMENT_SANDBOX', 'SMTP_URL']) {
    delete base[name];
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...base, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    output: () => output,
    exited,
    async healthy(baseUrl: string) {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
        const ok = await fetch(`${baseUrl}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The server did not answer:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

const countUsers = async (dataDir: string) => {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }));
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM users`,
    );
    return row?.n;
  } finally {
    await database.close();
  }
};

describe('production settings', () => {
  it('production defaults to no seed and no provider; the demo and development to both', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      seed: false,
      paymentProvider: null,
      testMode: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', SEED: 'true', PAYMENT_SANDBOX: 'true' }),
    ).toMatchObject({ seed: true, paymentProvider: 'sandbox', testMode: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' })).toMatchObject({
      paymentProvider: null,
      testMode: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      seed: true,
      paymentProvider: 'sandbox',
      testMode: true,
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }),
    ).toMatchObject({
      paymentProvider: 'stripe',
      testMode: false,
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' },
    });
  });

  it('a malformed Stripe key is refused without being echoed', () => {
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_live_oops',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: expected a secret key sk_live_…[^\n]*$/m);
    const refusal = (() => {
      try {
        return loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(String(refusal)).not.toContain('pk_live_oops');
  });
});

describe('production start', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'festival-production-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('with an empty database and no flags: no demo accounts, no sandbox, and says so', async () => {
    const dataDir = join(scratch, 'plain');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = serve({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await server.healthy(baseUrl);
      const mode = await fetch(`${baseUrl}/api/payment/mode`).then((res) => res.json());
      expect(mode).toEqual({ testMode: false, paymentsAvailable: false });
      const sandbox = await fetch(`${baseUrl}/api/payment/callback/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN },
        body: '{}',
      });
      expect(sandbox.status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const log = server.output();
    expect(log).toContain('Starting production: no demo data; no payment provider');
    expect(log).not.toContain('Demo festival seeded');
    expect(log).toMatch(/"seed":false,"seeded":false,"payments":"none","testMode":false/);
    expect(await countUsers(dataDir)).toBe(0);
  }, 150_000);

  it('refuses the sandbox and Stripe without keys, and a demo password left in production', async () => {
    const sandbox = serve({ DATA_DIR: join(scratch, 'x'), PAYMENT_PROVIDER: 'sandbox' });
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.output()).toContain('in production it needs PAYMENT_SANDBOX=true');
    const stripe = serve({ DATA_DIR: join(scratch, 'x'), PAYMENT_PROVIDER: 'stripe' });
    expect(await stripe.exited).toBe(1);
    expect(stripe.output()).toContain('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');

    // The demo, on purpose: seeded, with the sandbox, in TEST MODE.
    const dataDir = join(scratch, 'demo');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const demo = serve({
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'true',
      PAYMENT_SANDBOX: 'true',
      SEED_EVENTS: '3',
      SEED_USERS: '3',
    });
    try {
      await demo.healthy(baseUrl);
      const mode = await fetch(`${baseUrl}/api/payment/mode`).then((res) => res.json());
      expect(mode).toEqual({ testMode: true, paymentsAvailable: true });
    } finally {
      expect(await demo.stop()).toBe(0);
    }
    expect(demo.output()).toContain('demo seed on (SEED); payment sandbox (takes no money)');

    // The same database without SEED=true still has admin@festival.test with the README password.
    const again = serve({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain(
      'Festival cannot start: the demo account admin@festival.test still has the password published in the README',
    );
  }, 240_000);
});

forEachDatabase('production: no payment provider configured', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use(), { config: { paymentProvider: null, testMode: false } });
    await seedShop(use().db);
  }, 120_000);
  afterAll(() => t.close());

  it('a paid order is refused with a clear message, a free one still goes through', async () => {
    const order = {
      products: [{ product: 'pass', quantity: 1 }],
      vouchers: [] as string[],
      consumer: buyer,
      payment_method: 'card',
    };
    const paid = await shopClient(t.app).place(order);
    expect(paid.statusCode).toBe(503);
    expect(paid.json()).toMatchObject({ message: PAYMENT_MESSAGES.paymentsUnavailable });
    const free = await shopClient(t.app).place({
      ...order,
      vouchers: ['FREE100'],
      consumer: { ...buyer, email: 'free@example.org' },
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ needsPayment: false, status: 'completed' });
  });
});
