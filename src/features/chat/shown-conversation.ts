import type { ChatMessageRow, ChatQueueRow, ChatQueueState } from '@/offline/db';

/** A bubble: a stored message, or one of ours still in the queue with its state. */
export interface ShownMessage {
  key: string;
  /** The server's id; null while still queued. */
  id: number | null;
  clientId: string;
  senderId: number;
  content: string;
  createdAt: string;
  read: boolean;
  state: 'stored' | ChatQueueState;
  reason: string | null;
}

/**
 * Stored messages by id (each once), then ours still queued in the order written; a queued
 * message whose stored copy is already here shows once, as stored.
 */
export const shownConversation = (
  userId: number,
  stored: readonly ChatMessageRow[],
  queued: readonly ChatQueueRow[],
): ShownMessage[] => {
  const byId = new Map(stored.map((message) => [message.id, message]));
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);
  const storedOurs = new Set(messages.filter((m) => m.senderId === userId).map((m) => m.clientId));
  const shown: ShownMessage[] = messages.map((message) => ({
    key: `m-${message.id}`,
    id: message.id,
    clientId: message.clientId,
    senderId: message.senderId,
    content: message.content,
    createdAt: message.createdAt,
    read: message.read,
    state: 'stored',
    reason: null,
  }));
  const waiting = [...queued]
    .filter((row) => !storedOurs.has(row.clientId))
    .sort((a, b) => a.created - b.created);
  for (const row of waiting) {
    shown.push({
      key: `q-${row.clientId}`,
      id: null,
      clientId: row.clientId,
      senderId: userId,
      content: row.content,
      createdAt: row.createdAt,
      read: false,
      state: row.state,
      reason: row.reason,
    });
  }
  return shown;
};
