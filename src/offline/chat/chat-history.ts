import { Dexie } from 'dexie';
import type { ChatMessage } from '@/api/contract/chat';
import { db, type ChatMessageRow } from '../db';

/** How many of a conversation's newest messages the chat screen reads. */
export const SHOWN_MESSAGES = 200;

const partnerOf = (userId: number, message: ChatMessage) =>
  message.senderId === userId ? message.recipientId : message.senderId;

/**
 * Keeps messages of `userId`'s conversations (from the socket, the history or a catch-up). A
 * message already held is replaced (same id), and one of ours leaves the queue: it is stored.
 */
export const storeChatMessages = async (userId: number, messages: ChatMessage[]): Promise<void> => {
  if (messages.length === 0) return;
  const rows: ChatMessageRow[] = messages.map((message) => ({
    ...message,
    userId,
    partnerId: partnerOf(userId, message),
  }));
  const ours = messages.filter((m) => m.senderId === userId).map((m) => m.clientId);
  await db.transaction('rw', [db.chatMessages, db.chatQueue], async () => {
    await db.chatMessages.bulkPut(rows);
    if (ours.length > 0) await db.chatQueue.bulkDelete(ours);
  });
};

/** The newest message id this device holds for the account (0 for none): catch up after it. */
export const newestChatMessageId = async (userId: number): Promise<number> => {
  const newest = await db.chatMessages
    .where('[userId+id]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .last();
  return newest?.id ?? 0;
};

/** The newest SHOWN_MESSAGES of a conversation, oldest first. */
export const storedConversation = async (
  userId: number,
  partnerId: number,
): Promise<ChatMessageRow[]> => {
  const newestFirst = await db.chatMessages
    .where('[userId+partnerId+id]')
    .between([userId, partnerId, Dexie.minKey], [userId, partnerId, Dexie.maxKey])
    .reverse()
    .limit(SHOWN_MESSAGES)
    .toArray();
  return newestFirst.reverse();
};

/** A logout leaves no chat of the account on the device (messages and unsent ones). */
export const forgetChat = async (userId: number): Promise<void> => {
  await db.chatMessages
    .where('[userId+id]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .delete();
  await db.chatQueue.where('userId').equals(userId).delete();
};
