import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMITTING_VERDICTS, type GateOutcome } from '../../../src/api/contract/gate';
import type { Executor } from '../../db/client';
import { gateScans } from '../../db/schema/gate';
import { tickets } from '../../db/schema/orders';
import { products } from '../../db/schema/shop';

export type GateScanRow = typeof gateScans.$inferSelect;

export async function findProductsOfYear(db: Executor, year: number) {
  return db
    .select({ uid: products.uid, name: products.name, allowsReentry: products.allowsReentry })
    .from(products)
    .where(eq(products.year, year))
    .orderBy(asc(products.sort));
}

/** The edition's tickets changed after `since` (all without), for a gate's list. */
export async function findGateTickets(db: Executor, year: number, since: Date | null) {
  return db
    .select({
      uid: tickets.uid,
      version: tickets.credentialVersion,
      entryCode: tickets.entryCode,
      holder: tickets.ownerName,
      productUid: tickets.productUid,
      revokedAt: tickets.revokedAt,
    })
    .from(tickets)
    .where(and(eq(tickets.year, year), since ? gt(tickets.changedAt, since) : undefined));
}

/** Check-ins (the counting first admission of each ticket) stored or changed after `since`. */
export async function findGateCheckins(db: Executor, year: number, since: Date | null) {
  return db
    .select({
      ticketUid: gateScans.ticketUid,
      scanId: gateScans.id,
      scannedAt: gateScans.scannedAt,
      gate: gateScans.gate,
    })
    .from(gateScans)
    .where(
      and(
        eq(gateScans.year, year),
        eq(gateScans.outcome, 'checkin'),
        since ? gt(gateScans.updatedAt, since) : undefined,
      ),
    );
}

export async function findTicketByEntryCode(db: Executor, entryCode: string) {
  const [row] = await db
    .select({ uid: tickets.uid, version: tickets.credentialVersion, year: tickets.year })
    .from(tickets)
    .where(eq(tickets.entryCode, entryCode));
  return row;
}

export async function allowsReentry(db: Executor, ticketUid: string): Promise<boolean> {
  const [row] = await db
    .select({ allowsReentry: products.allowsReentry })
    .from(tickets)
    .innerJoin(products, eq(products.uid, tickets.productUid))
    .where(eq(tickets.uid, ticketUid));
  return row?.allowsReentry ?? false;
}

/** Stores a scan once by its id; false when that id was stored before (a replay). */
export async function insertScan(db: Executor, scan: typeof gateScans.$inferInsert) {
  const rows = await db
    .insert(gateScans)
    .values(scan)
    .onConflictDoNothing({ target: gateScans.id })
    .returning({ id: gateScans.id });
  return rows.length > 0;
}

/** The ticket's admissions in the order they happened at the gates. */
export async function findAdmissions(db: Executor, ticketUid: string) {
  return db
    .select()
    .from(gateScans)
    .where(
      and(eq(gateScans.ticketUid, ticketUid), inArray(gateScans.verdict, [...ADMITTING_VERDICTS])),
    )
    .orderBy(asc(gateScans.scannedAt), asc(gateScans.receivedAt), asc(gateScans.id));
}

export async function setOutcome(
  db: Executor,
  id: string,
  outcome: GateOutcome,
  conflictWith: string | null,
) {
  await db
    .update(gateScans)
    .set({ outcome, conflictWith, updatedAt: new Date() })
    .where(eq(gateScans.id, id));
}

export async function countTickets(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.year, year), isNull(tickets.revokedAt)));
  return row?.n ?? 0;
}

export async function countOutcomesByGate(db: Executor, year: number) {
  return db
    .select({ gate: gateScans.gate, outcome: gateScans.outcome, n: count() })
    .from(gateScans)
    .where(eq(gateScans.year, year))
    .groupBy(gateScans.gate, gateScans.outcome)
    .orderBy(asc(gateScans.gate));
}

export async function findScansPage(
  db: Executor,
  year: number,
  outcome: GateOutcome,
  page: number,
  size: number,
) {
  const where = and(eq(gateScans.year, year), eq(gateScans.outcome, outcome));
  const first = alias(gateScans, 'first');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        scan: gateScans,
        holder: tickets.ownerName,
        productName: products.name,
        firstGate: first.gate,
        firstScannedAt: first.scannedAt,
      })
      .from(gateScans)
      .leftJoin(tickets, eq(tickets.uid, gateScans.ticketUid))
      .leftJoin(products, eq(products.uid, tickets.productUid))
      .leftJoin(first, eq(first.id, gateScans.conflictWith))
      .where(where)
      .orderBy(desc(gateScans.scannedAt), desc(gateScans.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(gateScans).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
