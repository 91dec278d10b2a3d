import {
  STORY_KINDS,
  type DeskTicket,
  type StoryEntry,
  type StoryKind,
} from '../../../src/api/contract/order-desk';
import type { OrderRow } from '../orders/queries';
import type * as queries from './queries';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export interface StorySources {
  order: OrderRow;
  tickets: Rows<typeof queries.findOrderTickets>;
  scans: Rows<typeof queries.findScans>;
  transfers: Rows<typeof queries.findTransfers>;
  refunds: Rows<typeof queries.findRefunds>;
  mailJobs: Rows<typeof queries.findMailJobs>;
  staff: Rows<typeof queries.findStaffActions>;
}

const entry = (
  at: Date,
  kind: StoryKind,
  more: Partial<Omit<StoryEntry, 'at' | 'kind'>> = {},
): StoryEntry => ({
  at: at.toISOString(),
  kind,
  ticketUid: null,
  amountCents: null,
  detail: null,
  byName: null,
  ...more,
});

/** The tickets as the desk shows them: revoked wins over checked in. */
export function deskTicketsOf(sources: Pick<StorySources, 'tickets' | 'scans'>): DeskTicket[] {
  const checkedIn = new Set(
    sources.scans.filter((scan) => scan.outcome === 'checkin').map((scan) => scan.ticketUid),
  );
  return sources.tickets.map(({ ticket, productName }) => ({
    uid: ticket.uid,
    productName,
    holderName: ticket.ownerName,
    holderId: ticket.ownerUserId,
    priceCents: ticket.priceCents,
    state: ticket.revokedAt ? 'revoked' : checkedIn.has(ticket.uid) ? 'checkedIn' : 'valid',
    claimCode: ticket.code,
    entryCode: ticket.entryCode,
    credentialVersion: ticket.credentialVersion,
  }));
}

/** Everything that happened to the order, oldest first. */
export function storyOf(sources: StorySources): StoryEntry[] {
  const { order } = sources;
  const list: StoryEntry[] = [
    entry(order.createdAt, 'placed', { amountCents: order.grandTotalCents }),
  ];
  if (order.completedAt) list.push(entry(order.completedAt, 'paid'));
  if (order.status === 'expired') list.push(entry(order.updatedAt, 'expired'));
  for (const job of sources.mailJobs) {
    if (job.doneAt) list.push(entry(job.doneAt, 'mailSent'));
    else if (job.attempts >= job.maxAttempts) list.push(entry(job.runAt, 'mailFailed'));
    else list.push(entry(job.createdAt, 'mailQueued'));
  }
  for (const transfer of sources.transfers) {
    const ticketUid = transfer.ticketUid;
    list.push(entry(transfer.createdAt, 'handOverStarted', { ticketUid }));
    if (transfer.acceptedAt) {
      list.push(
        entry(transfer.acceptedAt, 'handOver', { ticketUid, detail: transfer.acceptedByName }),
      );
    }
  }
  for (const scan of sources.scans) {
    const kind = scan.outcome === 'checkin' ? 'checkin' : 'reentry';
    list.push(entry(scan.scannedAt, kind, { ticketUid: scan.ticketUid, detail: scan.gate }));
  }
  for (const { refund, byName } of sources.refunds) {
    list.push(
      entry(refund.createdAt, 'refund', {
        amountCents: refund.amountCents,
        detail: refund.status,
        byName: refund.createdBy === null ? null : (byName ?? ''),
      }),
    );
  }
  for (const { ticket } of sources.tickets) {
    if (ticket.revokedAt) list.push(entry(ticket.revokedAt, 'revoked', { ticketUid: ticket.uid }));
  }
  // A staff refund is told by its refund entry, which names who asked.
  const told = sources.staff.filter(({ entry: action }) => action.action !== 'order.refund');
  for (const { entry: action, byName } of told) {
    list.push(entry(action.createdAt, 'staff', { detail: action.action, byName: byName ?? '' }));
  }
  const rank = (kind: StoryKind) => STORY_KINDS.indexOf(kind);
  return list.sort((a, b) => a.at.localeCompare(b.at) || rank(a.kind) - rank(b.kind));
}
