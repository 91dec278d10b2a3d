import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ChatMessage } from '../../../src/api/contract/chat';
import { type Executor, queryRows } from '../../db/client';
import { chatMessages } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { fileUrl } from '../auth/session-user';

export interface Person {
  id: number;
  name: string;
  image: string | null;
}

/** First and last name, else the nickname, else 'Unnamed' (spec §2 User profile). */
export function personName(user: {
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.name?.trim() || 'Unnamed';
}

export async function findPeople(db: Executor, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      imageFileId: users.imageFileId,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: personName(row),
        image: row.imageFileId === null ? null : fileUrl(row.imageFileId),
      },
    ]),
  );
}

type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow, people: Map<number, Person>): ChatMessage => ({
  id: row.id,
  clientId: row.clientId,
  senderId: row.senderId,
  senderName: people.get(row.senderId)?.name ?? 'Unnamed',
  recipientId: row.recipientId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function toMessages(db: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  const people = await findPeople(
    db,
    rows.map((row) => row.senderId),
  );
  return rows.map((row) => toMessage(row, people));
}

/** Stores a message once per (sender, clientId); a resend returns the stored one. */
export async function insertMessage(
  db: Executor,
  message: { clientId: string; senderId: number; recipientId: number; content: string },
): Promise<{ row: MessageRow; created: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.senderId, message.senderId), eq(chatMessages.clientId, message.clientId)),
    );
  if (!existing) throw new Error('The chat message was neither stored nor found');
  return { row: existing, created: false };
}

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a)),
  );

/** The newest `limit` messages of a conversation (older than `before`), oldest first. */
export async function findConversation(
  db: Executor,
  a: number,
  b: number,
  options: { before?: number; limit: number },
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      options.before === undefined
        ? between(a, b)
        : and(between(a, b), lt(chatMessages.id, options.before)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(options.limit);
  return rows.reverse();
}

/** The user's messages, sent and received, with an id above `after`, oldest first. */
export async function findSince(
  db: Executor,
  userId: number,
  after: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        gt(chatMessages.id, after),
        or(eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

export async function findLastMessage(
  db: Executor,
  a: number,
  b: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(between(a, b))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row;
}

export async function countUnread(
  db: Executor,
  senderId: number,
  recipientId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.recipientId, recipientId),
        isNull(chatMessages.readAt),
      ),
    );
  return row?.count ?? 0;
}

export async function markRead(db: Executor, recipientId: number, senderId: number): Promise<void> {
  await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.recipientId, recipientId),
        isNull(chatMessages.readAt),
      ),
    );
}

/** Everyone `userId` has written with, newest conversation first, with unread counts. */
export async function findPartners(
  db: Executor,
  userId: number,
): Promise<{ partnerId: number; lastId: number; newMessages: number }[]> {
  const rows = await queryRows<{
    partner_id: number;
    last_id: number | string;
    new_messages: number;
  }>(
    db,
    sql`WITH conv AS (
          SELECT CASE WHEN sender_id = ${userId} THEN recipient_id ELSE sender_id END AS partner_id,
                 id, sender_id, read_at
          FROM chat_messages WHERE sender_id = ${userId} OR recipient_id = ${userId})
        SELECT partner_id, max(id) AS last_id,
               count(*) FILTER (WHERE sender_id = partner_id AND read_at IS NULL)::int AS new_messages
        FROM conv GROUP BY partner_id ORDER BY max(id) DESC LIMIT 200`,
  );
  return rows.map((row) => ({
    partnerId: row.partner_id,
    lastId: Number(row.last_id),
    newMessages: row.new_messages,
  }));
}

export async function findMessagesByIds(db: Executor, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}
