import {
  ADMITTING_VERDICTS,
  type GateListDto,
  type GateScan,
  type GateStatsDto,
} from '../../../src/api/contract/gate';
import type { SyncItemResult } from '../../../src/api/contract/sync';
import type { Database } from '../../db/client';
import type { TicketKeys } from '../../plugins/ticket-keys';
import { festivalYear } from '../program/festival-year';
import { fillEntryCodes, lockTicket } from '../tickets/queries';
import * as queries from './queries';
import { reconcileAdmissions } from './reconcile';

/**
 * A change committed a moment before `since` may become visible a moment after it (another
 * node's transaction): lists overlap by this much, and the device's upserts make that harmless.
 */
const SINCE_OVERLAP_MS = 10_000;
export const CHECKINS_PAGE_SIZE = 50;

export function createGateService(db: Database, keys: TicketKeys) {
  /** The ticket a scan names: by its genuine credential, or by a typed entry code. */
  const ticketOf = async (scan: GateScan) => {
    if (scan.credential) {
      const claims = keys.credentials.verify(scan.credential);
      return claims && { uid: claims.ticketUid, version: claims.version };
    }
    await fillEntryCodes(db, keys.credentials);
    const ticket = await queries.findTicketByEntryCode(db, (scan.entryCode ?? '').toUpperCase());
    return ticket && { uid: ticket.uid, version: ticket.version };
  };

  return {
    yearOf: async (year: number | undefined) => year ?? (await festivalYear(db)),

    /** The edition's tickets and check-ins for a gate device: all of them, or what changed since. */
    async list(year: number, since: Date | null): Promise<GateListDto> {
      const serverTime = new Date();
      await fillEntryCodes(db, keys.credentials);
      const from = since ? new Date(since.getTime() - SINCE_OVERLAP_MS) : null;
      const [products, tickets, checkins] = await Promise.all([
        queries.findProductsOfYear(db, year),
        queries.findGateTickets(db, year, from),
        queries.findGateCheckins(db, year, from),
      ]);
      return {
        year,
        serverTime: serverTime.toISOString(),
        publicKey: keys.credentials.publicKey,
        full: since === null,
        products,
        tickets: tickets.map((ticket) => ({
          uid: ticket.uid,
          version: ticket.version,
          entryCode: ticket.entryCode ?? '',
          holder: ticket.holder,
          productUid: ticket.productUid,
          revoked: ticket.revokedAt !== null,
        })),
        checkins: checkins.flatMap((row) =>
          row.ticketUid
            ? [
                {
                  ticketUid: row.ticketUid,
                  scanId: row.scanId,
                  scannedAt: row.scannedAt.toISOString(),
                  gate: row.gate,
                },
              ]
            : [],
        ),
      };
    },

    /**
     * Stores a device's scan exactly once (its outbox id) and recounts the ticket's admissions:
     * the first by the gates' clocks checks it in; a later one is a re-entry where the ticket
     * type allows it, otherwise a conflict (two gates admitted it while offline).
     */
    async recordScan(scannedBy: number, id: string, scan: GateScan): Promise<SyncItemResult> {
      const ticket = await ticketOf(scan);
      const admitted = ADMITTING_VERDICTS.includes(scan.verdict);
      await db.transaction(async (tx) => {
        // A genuine credential of a ticket since deleted (its order was) is kept as a bare scan.
        const known = ticket ? await lockTicket(tx, { uid: ticket.uid }) : undefined;
        const stored = await queries.insertScan(tx, {
          id,
          ticketUid: known ? known.uid : null,
          credentialVersion: known ? (ticket?.version ?? null) : null,
          year: scan.year,
          gate: scan.gate,
          scannedBy,
          scannedAt: new Date(scan.scannedAt),
          verdict: scan.verdict,
          outcome: admitted ? 'checkin' : 'refused',
        });
        if (stored && admitted && known) await reconcileAdmissions(tx, known.uid);
      });
      return { id, status: 200, message: null };
    },

    async stats(year: number): Promise<GateStatsDto> {
      const [tickets, rows] = await Promise.all([
        queries.countTickets(db, year),
        queries.countOutcomesByGate(db, year),
      ]);
      const gates = new Map<string, GateStatsDto['gates'][number]>();
      for (const row of rows) {
        const gate = gates.get(row.gate) ?? {
          gate: row.gate,
          checkins: 0,
          reentries: 0,
          refused: 0,
        };
        if (row.outcome === 'checkin') gate.checkins += row.n;
        if (row.outcome === 'reentry') gate.reentries += row.n;
        if (row.outcome === 'refused') gate.refused += row.n;
        gates.set(row.gate, gate);
      }
      const sum = (outcome: string) =>
        rows.filter((row) => row.outcome === outcome).reduce((total, row) => total + row.n, 0);
      return {
        year,
        tickets,
        checkedIn: sum('checkin'),
        conflicts: sum('conflict'),
        gates: [...gates.values()],
      };
    },

    async scans(year: number, outcome: 'checkin' | 'conflict', page: number) {
      const { rows, total } = await queries.findScansPage(
        db,
        year,
        outcome,
        page,
        CHECKINS_PAGE_SIZE,
      );
      return {
        content: rows.map((row) => ({
          id: row.scan.id,
          ticketUid: row.scan.ticketUid,
          holder: row.holder,
          productName: row.productName,
          gate: row.scan.gate,
          scannedAt: row.scan.scannedAt.toISOString(),
          outcome: row.scan.outcome,
          first:
            row.firstGate && row.firstScannedAt
              ? { gate: row.firstGate, scannedAt: row.firstScannedAt.toISOString() }
              : null,
        })),
        totalElements: total,
        number: page,
        size: CHECKINS_PAGE_SIZE,
      };
    },
  };
}
export type GateService = ReturnType<typeof createGateService>;
