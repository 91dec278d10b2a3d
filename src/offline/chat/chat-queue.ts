import { db, type ChatQueueRow } from '../db';

export type QueuedChatMessage = Omit<ChatQueueRow, 'created' | 'state' | 'reason'>;

/** Queues a message written on this device; it goes out in the order written. */
export const queueChatMessage = async (message: QueuedChatMessage): Promise<ChatQueueRow> => {
  const row: ChatQueueRow = {
    ...message,
    created: await nextCreated(),
    state: 'sending',
    reason: null,
  };
  await db.chatQueue.add(row);
  return row;
};

/** Above every queued row's (Date.now() alone may repeat or go back). */
const nextCreated = async (): Promise<number> => {
  const last = await db.chatQueue.orderBy('created').last();
  return Math.max(Date.now(), (last?.created ?? 0) + 1);
};

/** What a (re)connect sends: the account's messages still `sending`, in the order written. */
export const chatMessagesToSend = async (userId: number): Promise<ChatQueueRow[]> => {
  const rows = await db.chatQueue
    .where('[userId+created]')
    .between([userId, -Infinity], [userId, Infinity])
    .toArray();
  return rows.filter((row) => row.state === 'sending');
};

/** The queued messages to one partner, in the order written. */
export const queuedFor = async (userId: number, recipientId: number): Promise<ChatQueueRow[]> => {
  const rows = await db.chatQueue.where({ userId, recipientId }).toArray();
  return rows.sort((a, b) => a.created - b.created);
};

/** The server's RECEIPT: stored; the row stays until the stored copy arrives. */
export const markChatSent = async (clientId: string): Promise<void> => {
  await db.chatQueue
    .where('clientId')
    .equals(clientId)
    .modify((row) => {
      if (row.state === 'sending') row.state = 'sent';
    });
};

/** Refused by the server: this message fails alone, with the reason shown under it. */
export const markChatFailed = async (clientId: string, reason: string): Promise<void> => {
  await db.chatQueue.update(clientId, { state: 'failed', reason });
};

/** Retry: back into the queue at its place (same client id, the server stores it once). */
export const retryChatMessage = async (clientId: string): Promise<ChatQueueRow | undefined> => {
  await db.chatQueue.update(clientId, { state: 'sending', reason: null });
  return db.chatQueue.get(clientId);
};

export const deleteChatMessage = async (clientId: string): Promise<void> => {
  await db.chatQueue.delete(clientId);
};
