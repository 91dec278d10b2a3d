import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageReports, blocks } from '../../db/schema/safety';
import { chatMessages } from '../../db/schema/social';
import { users } from '../../db/schema/users';

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function insertBlock(db: Executor, blockerId: number, blockedId: number) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function hasBlocked(db: Executor, blockerId: number, blockedId: number) {
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** The people `blockerId` blocked, oldest block first. */
export function findBlocks(db: Executor, blockerId: number) {
  return db
    .select({ personId: blocks.blockedId, blockedAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(asc(blocks.createdAt), asc(blocks.blockedId));
}

export async function findMessageParticipants(db: Executor, messageId: number) {
  const [row] = await db
    .select({ senderId: chatMessages.senderId, recipientId: chatMessages.recipientId })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row;
}

/** One report per person and message: reporting again reopens it with the new reason. */
export async function upsertReport(
  db: Executor,
  report: { reporterId: number; messageId: number; reason: string | null },
): Promise<number> {
  const [row] = await db
    .insert(messageReports)
    .values(report)
    .onConflictDoUpdate({
      target: [messageReports.reporterId, messageReports.messageId],
      set: { reason: report.reason, createdAt: sql`now()`, handledAt: null, handledBy: null },
    })
    .returning({ id: messageReports.id });
  if (!row) throw new Error('The report was neither stored nor found');
  return row.id;
}

/** Open reports with their messages, oldest first (the longest waiting on top). */
export function findOpenReports(db: Executor) {
  return db
    .select({
      id: messageReports.id,
      reportedAt: messageReports.createdAt,
      reason: messageReports.reason,
      reporterId: messageReports.reporterId,
      messageId: chatMessages.id,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      sentAt: chatMessages.createdAt,
    })
    .from(messageReports)
    .innerJoin(chatMessages, eq(chatMessages.id, messageReports.messageId))
    .where(isNull(messageReports.handledAt))
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id));
}

/** Marks an open report handled; false when there is no such open report. */
export async function markHandled(db: Executor, id: number, staffId: number): Promise<boolean> {
  const rows = await db
    .update(messageReports)
    .set({ handledAt: sql`now()`, handledBy: staffId })
    .where(and(eq(messageReports.id, id), isNull(messageReports.handledAt)))
    .returning({ id: messageReports.id });
  return rows.length > 0;
}

/** The caller's own reports, for the data export. */
export function findOwnReports(db: Executor, reporterId: number) {
  return db
    .select({
      messageId: messageReports.messageId,
      reason: messageReports.reason,
      reportedAt: messageReports.createdAt,
      handledAt: messageReports.handledAt,
    })
    .from(messageReports)
    .where(eq(messageReports.reporterId, reporterId))
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id));
}
