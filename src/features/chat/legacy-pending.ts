import { chatMessage } from '@/api/contract/chat';
import { queueChatMessage } from '@/offline/chat/chat-queue';

/** Where versions before the Dexie queue kept unsent messages. */
export const legacyPendingKey = (userId: number) => `festival.chat.pending.${userId}`;

/**
 * Moves unsent messages of the old local-storage queue into the Dexie queue once: what a person
 * wrote is not lost, and a message the server refuses now fails alone instead of blocking.
 */
export const migrateLegacyPending = async (userId: number): Promise<void> => {
  let stored: string | null;
  try {
    stored = localStorage.getItem(legacyPendingKey(userId));
  } catch {
    return;
  }
  if (stored === null) return;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(stored);
  } catch {
    // Unreadable: nothing to move.
  }
  const messages = chatMessage.array().safeParse(parsed);
  for (const message of messages.success ? messages.data : []) {
    if (message.senderId !== userId) continue;
    await queueChatMessage({
      clientId: message.clientId,
      userId,
      recipientId: message.recipientId,
      senderName: message.senderName,
      content: message.content,
      createdAt: message.createdAt,
    }).catch(() => undefined);
  }
  localStorage.removeItem(legacyPendingKey(userId));
};
