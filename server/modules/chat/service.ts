import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatPartner,
  type ChatSend,
  type SincePage,
} from '../../../src/api/contract/chat';
import { API_MESSAGES } from '../../../src/api/contract/common';
import type { Bus } from '../../bus/bus';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { withCategory } from '../push/preferences';
import { queuePush } from '../push/push-jobs';
import { isBlockedBetween } from '../safety/block-sql';
import * as queries from './queries';

export interface ChatServiceOptions {
  db: Database;
  bus: Bus;
  /** Whether the recipient has an open, subscribed socket on any node (else they get a push). */
  isOnline: (userId: number) => Promise<boolean>;
}

const PREVIEW_LENGTH = 120;

/** Only the two people of a conversation may read it. */
function checkParticipant(callerId: number, a: number, b: number): void {
  if (callerId !== a && callerId !== b) throw new HttpError(403, API_MESSAGES.forbidden);
}

export function createChatService({ db, bus, isOnline }: ChatServiceOptions) {
  /** The Web Push of a message for a recipient with no open socket (once per message). */
  const queuePushOf = async (tx: Executor, message: ChatMessage) =>
    queuePush(tx, bus, await withCategory(tx, [message.recipientId], 'chats'), {
      key: `chat:${message.id}`,
      payload: {
        kind: 'chat',
        title: message.senderName,
        body: message.content.slice(0, PREVIEW_LENGTH),
        tag: `chat-${message.senderId}`,
        url: `/chat/open/${message.senderId}`,
      },
      topic: `chat-${message.senderId}`,
      urgency: 'high',
      ttlSeconds: 24 * 60 * 60,
    });

  return {
    /**
     * Stores first, then fans out; a resend (same clientId) is delivered again but stored once.
     * The push for an offline recipient is queued in the storing transaction: a process that dies
     * in between cannot leave a stored message whose push a resend would never queue.
     */
    async send(senderId: number, body: ChatSend): Promise<ChatMessage> {
      if (body.recipientId === senderId || !(await queries.userExists(db, body.recipientId))) {
        throw new HttpError(404, CHAT_MESSAGES.unknownRecipient);
      }
      // Either of them blocked the other: nothing goes either way (and so no push either).
      if (await isBlockedBetween(db, senderId, body.recipientId)) {
        throw new HttpError(403, CHAT_MESSAGES.blocked);
      }
      const message = await db.transaction(async (tx) => {
        const { row, created } = await queries.insertMessage(tx, { ...body, senderId });
        const [stored] = await queries.toMessages(tx, [row]);
        if (!stored) throw new Error('The stored message could not be read');
        if (created && !(await isOnline(stored.recipientId))) await queuePushOf(tx, stored);
        return stored;
      });
      await bus.publish('chat.message', {
        recipientId: message.recipientId,
        senderId: message.senderId,
        message,
      });
      return message;
    },

    /** GET /messages/{a}/{b}: the conversation; what the caller received is now read. */
    async conversation(
      callerId: number,
      a: number,
      b: number,
      page: { before?: number; limit: number },
    ): Promise<ChatMessage[]> {
      checkParticipant(callerId, a, b);
      const other = callerId === a ? b : a;
      await queries.markRead(db, callerId, other);
      return queries.toMessages(db, await queries.findConversation(db, a, b, page));
    },

    /** GET /messages/since: what arrived after the newest message a client holds; read stays as it is. */
    async since(callerId: number, after: number, limit: number): Promise<SincePage> {
      // One more than asked says whether another page follows.
      const rows = await queries.findSince(db, callerId, after, limit + 1);
      const messages = await queries.toMessages(db, rows.slice(0, limit));
      return { messages, more: rows.length > limit };
    },

    /** GET /messages/{a}/{b}/count: unread messages from a to b. */
    async countUnread(callerId: number, a: number, b: number): Promise<number> {
      checkParticipant(callerId, a, b);
      return queries.countUnread(db, a, b);
    },

    async message(callerId: number, id: number): Promise<ChatMessage> {
      const row = await queries.findMessage(db, id);
      if (!row || (row.senderId !== callerId && row.recipientId !== callerId)) {
        throw new HttpError(404, API_MESSAGES.notFound);
      }
      const [message] = await queries.toMessages(db, [row]);
      if (!message) throw new HttpError(404, API_MESSAGES.notFound);
      return message;
    },

    async last(callerId: number, a: number, b: number): Promise<ChatMessage | null> {
      checkParticipant(callerId, a, b);
      const row = await queries.findLastMessage(db, a, b);
      return row ? ((await queries.toMessages(db, [row]))[0] ?? null) : null;
    },

    async partners(userId: number): Promise<ChatPartner[]> {
      const list = await queries.findPartners(db, userId);
      const [people, lastRows] = await Promise.all([
        queries.findPeople(
          db,
          list.map((p) => p.partnerId),
        ),
        queries.findMessagesByIds(
          db,
          list.map((p) => p.lastId),
        ),
      ]);
      const lastById = new Map(
        (await queries.toMessages(db, lastRows)).map((message) => [message.id, message]),
      );
      return list.map((entry) => ({
        id: entry.partnerId,
        name: people.get(entry.partnerId)?.name ?? 'Unnamed',
        image: people.get(entry.partnerId)?.image ?? null,
        newMessages: entry.newMessages,
        lastMessage: lastById.get(entry.lastId) ?? null,
      }));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
