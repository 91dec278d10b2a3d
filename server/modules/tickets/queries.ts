import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { generateTicketCode } from '../../../src/api/contract/tickets';
import type { Executor } from '../../db/client';
import { ticketTransfers } from '../../db/schema/gate';
import { orders, tickets } from '../../db/schema/orders';
import { products } from '../../db/schema/shop';
import type { TicketCredentials } from './credentials';

export type TicketRow = typeof tickets.$inferSelect;
export type TransferRow = typeof ticketTransfers.$inferSelect;

export interface TicketWithProduct extends TicketRow {
  productName: string | null;
}

const withProduct = { ticket: tickets, productName: products.name };
const flatten = (row: { ticket: TicketRow; productName: string | null }): TicketWithProduct => ({
  ...row.ticket,
  productName: row.productName,
});

/** Gives every ticket stored without an entry code (seeded, or from before credentials) one. */
export async function fillEntryCodes(db: Executor, credentials: TicketCredentials) {
  for (;;) {
    const rows = await db
      .select({ uid: tickets.uid, year: tickets.year, version: tickets.credentialVersion })
      .from(tickets)
      .where(isNull(tickets.entryCode))
      .limit(500);
    if (rows.length === 0) return;
    for (const row of rows) {
      const { entryCode } = credentials.issue({ ticketUid: row.uid, ...row });
      await db.update(tickets).set({ entryCode }).where(eq(tickets.uid, row.uid));
    }
  }
}

export async function findTicketsOfOwner(db: Executor, userId: number) {
  const rows = await db
    .select(withProduct)
    .from(tickets)
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(eq(tickets.ownerUserId, userId))
    .orderBy(desc(tickets.year), asc(tickets.createdAt), asc(tickets.uid));
  return rows.map(flatten);
}

export async function findTicket(db: Executor, uid: string) {
  const [row] = await db
    .select(withProduct)
    .from(tickets)
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(eq(tickets.uid, uid));
  return row ? flatten(row) : undefined;
}

/** The ticket, locked until the transaction ends, so ownership moves one at a time. */
export async function lockTicket(tx: Executor, where: { uid: string } | { code: string }) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where('uid' in where ? eq(tickets.uid, where.uid) : eq(tickets.code, where.code))
    .for('update');
  return row;
}

const unusedCode = async (tx: Executor): Promise<string> => {
  for (;;) {
    const code = generateTicketCode((n) => randomInt(n));
    const [taken] = await tx
      .select({ uid: tickets.uid })
      .from(tickets)
      .where(eq(tickets.code, code));
    if (!taken) return code;
  }
};

export interface NewHolder {
  /** Null keeps a ticket nobody claimed yet unclaimed (staff re-issue a guest's ticket). */
  ownerUserId: number | null;
  ownerName: string;
  /** A hand-over draws a new claim code, so the old holder's copy of it attaches nothing. */
  newClaimCode: boolean;
  /** Claimed by its code (spec "Add ticket"): remembered as the redemption. */
  redeemed: boolean;
}

/**
 * Moves a locked ticket to its new holder and re-issues its credential (version + 1): the old
 * QR code is revoked, and gates learn it at their next sync (`changed_at`).
 */
export async function reissueTicket(
  tx: Executor,
  credentials: TicketCredentials,
  ticket: TicketRow,
  holder: NewHolder,
): Promise<void> {
  const version = ticket.credentialVersion + 1;
  const { entryCode } = credentials.issue({ ticketUid: ticket.uid, year: ticket.year, version });
  const now = new Date();
  await tx
    .update(tickets)
    .set({
      ownerUserId: holder.ownerUserId,
      ownerName: holder.ownerName,
      credentialVersion: version,
      entryCode,
      changedAt: now,
      ...(holder.newClaimCode ? { code: await unusedCode(tx) } : {}),
      ...(holder.redeemed ? { redeemedAt: now, redeemedBy: holder.ownerUserId } : {}),
    })
    .where(
      and(eq(tickets.uid, ticket.uid), eq(tickets.credentialVersion, ticket.credentialVersion)),
    );
}

/**
 * Attaches a guest order's tickets that nobody owns yet to the account, and the order with them
 * when it has none. Their credentials stay: the buyer's own PDF keeps admitting.
 */
/**
 * The guest order's unowned tickets join the account; the order joins it only when some did
 * (a link whose tickets all went elsewhere must not hand over the order and its bill).
 */
export async function claimOrderTickets(tx: Executor, orderUid: string, userId: number) {
  const claimed = await tx
    .update(tickets)
    .set({ ownerUserId: userId, changedAt: new Date() })
    .where(
      and(eq(tickets.orderUid, orderUid), isNull(tickets.ownerUserId), isNull(tickets.revokedAt)),
    )
    .returning({ uid: tickets.uid });
  if (claimed.length > 0) {
    await tx
      .update(orders)
      .set({ userId })
      .where(and(eq(orders.uid, orderUid), isNull(orders.userId)));
  }
  return claimed.length;
}

/** Open (not accepted, not cancelled, not expired) hand-overs of these tickets. */
export async function findOpenTransfers(db: Executor, ticketUids: string[], now = new Date()) {
  if (ticketUids.length === 0) return [];
  return db
    .select()
    .from(ticketTransfers)
    .where(
      and(
        inArray(ticketTransfers.ticketUid, ticketUids),
        isNull(ticketTransfers.acceptedAt),
        isNull(ticketTransfers.cancelledAt),
        gt(ticketTransfers.expiresAt, now),
      ),
    );
}

export async function findTransfer(db: Executor, id: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(ticketTransfers).where(eq(ticketTransfers.id, id));
  return row;
}

/** Ends any open hand-over of the ticket (a new one replaces it; the ticket changed hands). */
export async function cancelOpenTransfers(tx: Executor, ticketUid: string) {
  await tx
    .update(ticketTransfers)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(ticketTransfers.ticketUid, ticketUid),
        isNull(ticketTransfers.acceptedAt),
        isNull(ticketTransfers.cancelledAt),
      ),
    );
}

export async function insertTransfer(tx: Executor, row: typeof ticketTransfers.$inferInsert) {
  await tx.insert(ticketTransfers).values(row);
}

export async function markTransferAccepted(tx: Executor, id: string, userId: number, name: string) {
  await tx
    .update(ticketTransfers)
    .set({ acceptedAt: new Date(), acceptedBy: userId, acceptedByName: name })
    .where(eq(ticketTransfers.id, id));
}

/** Tickets this user passed on, newest first: who holds them now as far as the hand-over knows. */
export async function findPassedOn(db: Executor, userId: number) {
  return db
    .select({
      uid: tickets.uid,
      productName: products.name,
      year: tickets.year,
      holder: ticketTransfers.acceptedByName,
      passedAt: ticketTransfers.acceptedAt,
    })
    .from(ticketTransfers)
    .innerJoin(tickets, eq(tickets.uid, ticketTransfers.ticketUid))
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(and(eq(ticketTransfers.fromUserId, userId), isNotNull(ticketTransfers.acceptedAt)))
    .orderBy(desc(ticketTransfers.acceptedAt));
}
