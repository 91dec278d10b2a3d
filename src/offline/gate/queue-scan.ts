import type { GateScan } from '@/api/contract/gate';
import { db, type GateScanRow } from '../db';
import { nextCreated } from '../outbox/queue-intent';
import { readSession } from '../session';
import type { GateDecision } from './gate-verdict';

export interface ScanDeps {
  now?: () => number;
  newId?: () => string;
}

/**
 * Keeps a scan in this gate's log and queues it for the server in one transaction: its id is the
 * outbox key, so it reaches the server exactly once, whenever there is a network.
 */
export const queueGateScan = (
  decision: GateDecision,
  gate: string,
  year: number,
  deps: ScanDeps = {},
): Promise<GateScanRow> =>
  db.transaction('rw', db.session, db.gateScans, db.outbox, async () => {
    const session = await readSession();
    if (!session) throw new Error('Checking tickets needs a logged-in session.');
    const now = (deps.now ?? Date.now)();
    const id = (deps.newId ?? (() => crypto.randomUUID()))();
    const scannedAt = new Date(now).toISOString();
    const scan: GateScan = { ...decision.input, year, gate, scannedAt, verdict: decision.verdict };
    const row: GateScanRow = {
      id,
      ticketUid: decision.ticketUid,
      version: decision.version,
      year,
      gate,
      scannedAt,
      verdict: decision.verdict,
      holder: decision.holder,
      productName: decision.productName,
    };
    await db.gateScans.add(row);
    await db.outbox.add({
      id,
      kind: 'gate.scan',
      target: 0,
      userId: session.userId,
      created: await nextCreated(now),
      attempts: 0,
      nextAttemptAt: now,
      scan,
    });
    return row;
  });
