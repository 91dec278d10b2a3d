import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { readOutboxMails } from '../../e2e/support/mail';
import { seededRandom } from '../../e2e/support/offline-random';
import { type CrashBackend, type KillPoints, openCrashBackend } from './support/crash-backend';
import { type CrashCast, seedCast, TICKET_STOCK } from './support/crash-cast';
import { type CrashFlow, crashFlows } from './support/crash-flows';
import { findViolations, type Ledger, newLedger } from './support/crash-ledger';
import { type ServerProcess, serverProcess } from './support/server-process';

/**
 * Starts the real server process, SIGKILLs it at seeded points in the middle of checkout, adding
 * guest tickets to an account (by code, by the order mail's link, by a checkout sign-up) and chat
 * delivery, starts it again, lets the clients retry as they would, and holds the database against
 * what the clients were told.
 *
 * CRASH_SEED picks the points; CRASH_ROUNDS kills per operation (default 2, `all` = every point).
 */
const SEED = Number(process.env.CRASH_SEED ?? 20_261_122);
const EVERY_POINT = process.env.CRASH_ROUNDS === 'all';
const ROUNDS = EVERY_POINT ? Infinity : Number(process.env.CRASH_ROUNDS ?? 2);
const CLAIMERS = EVERY_POINT ? 120 : ROUNDS + 1;
/** A killed node's job leases run out after this; then another start retries its jobs. */
const JOB_LEASE_SECONDS = 2;
const QUIESCE_TIMEOUT_MS = 30_000;

let backend: CrashBackend;
let server: ServerProcess;
let cast: CrashCast;
let dataDir: string;
let logFile: string;
let push: TestPushService;
const ledger: Ledger = newLedger();
const summary: string[] = [];
const restartMs: number[] = [];

const violations = (settled: boolean) =>
  backend.inspect((db) =>
    findViolations(db, ledger, {
      dataDir,
      productUid: cast.productUid,
      stock: TICKET_STOCK,
      chatSenderId: cast.ana.id,
      chatRecipientSubscriptionId: cast.benSubscriptionId,
      pushed: () => push.received.map((received) => received.text),
      settled,
    }),
  );

/**
 * Waits until the job queue has nothing left to run (mails, pushes; a killed node's leases run
 * out after JOB_LEASE_SECONDS). Then the next operation's statements are its own: no job handler
 * interleaves statements the kill point is counted among.
 */
async function quiesce(): Promise<void> {
  if (!backend.liveInspect) return;
  const deadline = Date.now() + QUIESCE_TIMEOUT_MS;
  for (;;) {
    const [open] = await backend.inspect((db) =>
      queryRows<{ count: number; kinds: string | null }>(
        db,
        sql`SELECT count(*)::int AS count, string_agg(DISTINCT kind, ', ') AS kinds FROM jobs
            WHERE done_at IS NULL AND attempts < max_attempts`,
      ),
    );
    if (!open?.count) return;
    if (Date.now() > deadline) {
      throw new Error(`${open.count} jobs (${open.kinds ?? ''}) still open after the kills`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Without a live database view (PGlite): every paid order's mail and every chat push arrived. */
async function deliveriesArrived(): Promise<void> {
  const deadline = Date.now() + QUIESCE_TIMEOUT_MS;
  for (;;) {
    const mails = (await readOutboxMails(dataDir)).map((mail) => mail.text).join('\n');
    const mailed = [...ledger.paidOrders.keys()].every((orderId) => mails.includes(orderId));
    if (mailed && push.received.length >= ledger.chat.size) return;
    if (Date.now() > deadline) throw new Error('Mails or pushes still missing after the kills');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Distinct seeded picks among `count` points (all of them with CRASH_ROUNDS=all). */
function pickPoints(count: number, salt: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (ROUNDS >= count) return all;
  const random = seededRandom(SEED + salt);
  const picked = new Set<number>();
  while (picked.size < ROUNDS) picked.add(random.int(count));
  return [...picked].sort((a, b) => a - b);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'festival-crash-'));
  // One log, rewritten each run; its path is printed with the summary.
  logFile = join(tmpdir(), 'festival-crash-server.log');
  await writeFile(logFile, '');
  backend = await openCrashBackend(dataDir);
  push = await startTestPushService();
  const benPush = push.subscribe();
  cast = await backend.inspect((db) => seedCast(db, CLAIMERS, benPush));
  server = await serverProcess({
    dataDir,
    logFile,
    // TRUST_PROXY: the clients' orders come from addresses of their own (crash-flows.ts).
    env: {
      ...backend.serverEnv,
      JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
      TRUST_PROXY: 'true',
    },
  });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await backend?.close();
  await push?.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log(
    `crash test (seed ${SEED}, CRASH_SEED; ${backend?.kind ?? '?'}; server log ${logFile}):\n  ` +
      `${summary.join('\n  ')}\n  restarts: ${restartMs.length}, ` +
      `${Math.round(restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length))} ms on average`,
  );
});

describe(`crash safety: the server SIGKILLed mid-operation (seed ${SEED})`, () => {
  const flows: CrashFlow[] = crashFlows(
    () => server.baseUrl,
    () => cast,
    () => dataDir,
    ledger,
  );

  flows.forEach((flow, salt) => {
    it(
      `${flow.name}: nothing committed is lost, no half state, retries agree`,
      async () => {
        const started = Date.now();
        // A clean run records the statements (or the duration) the kill points are taken from.
        await quiesce();
        const dry = await flow.prepare(0);
        await quiesce();
        backend.record();
        await dry.attempt();
        const points: KillPoints = backend.recorded();
        await dry.recover();
        expect(points.count, 'kill points recorded').toBeGreaterThan(0);

        const picks = pickPoints(points.count, salt);
        const kills: string[] = [];
        for (const [round, index] of picks.entries()) {
          await quiesce();
          const step = await flow.prepare(round + 1);
          await quiesce();
          backend.arm(points, index, () => server.kill());
          await step.attempt();
          const killed = backend.disarm();
          if (backend.kind === 'postgres') {
            expect(killed, `killed ${points.describe(index)}`).toBe(true);
          }
          if (killed) {
            await server.exited();
            backend.reopen();
            const restart = performance.now();
            await server.start();
            restartMs.push(performance.now() - restart);
          }
          kills.push(`${killed ? '' : 'missed: '}${points.describe(index)}`);
          await step.recover().catch((error: unknown) => {
            throw new Error(`after a kill ${points.describe(index)}: ${String(error)}`, {
              cause: error,
            });
          });
          if (backend.liveInspect) {
            expect(await violations(false), `after a kill ${points.describe(index)}`).toEqual([]);
          }
        }
        summary.push(
          `${flow.name}: ${kills.length} kills of ${points.count} points in ` +
            `${Math.round((Date.now() - started) / 1000)} s\n    ${kills.join('\n    ')}`,
        );
      },
      EVERY_POINT ? 60 * 60_000 : 120_000,
    );
  });

  it('after all kills everything owed went out: mails, pushes, no job gave up', async () => {
    if (backend.liveInspect) {
      await quiesce();
    } else {
      // PGlite can only be opened by one process: wait for the deliveries, then stop and read.
      await deliveriesArrived();
      await server.stop();
    }
    expect(await violations(true)).toEqual([]);
    expect(ledger.paidOrders.size).toBeGreaterThan(0);
    expect(ledger.chat.size).toBeGreaterThan(0);
  }, 60_000);
});
