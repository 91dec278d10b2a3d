import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/api/contract/chat';
import {
  newestChatMessageId,
  storeChatMessages,
  storedConversation,
} from '@/offline/chat/chat-history';
import {
  chatMessagesToSend,
  markChatFailed,
  markChatSent,
  queuedFor,
  retryChatMessage,
} from '@/offline/chat/chat-queue';
import { db } from '@/offline/db';
import { mirrorSession } from '@/offline/session';
import { resetDb } from '@/offline/testing/reset-db';
import { catchUpChat } from './chat-catch-up';
import { chatState, sendChatMessage } from './chat-store';
import { legacyPendingKey, migrateLegacyPending } from './legacy-pending';
import { shownConversation } from './shown-conversation';

const since = vi.hoisted(() => vi.fn());
vi.mock('@/api/chat', () => ({ getChatSince: since }));

const message = (id: number, clientId: string, senderId = 1, recipientId = 2): ChatMessage => ({
  id,
  clientId,
  senderId,
  senderName: senderId === 1 ? 'Ana' : 'Ben',
  recipientId,
  content: clientId,
  createdAt: '2025-08-15T10:00:00.000Z',
  read: false,
});

const ana = { id: 1, name: 'Ana' };

beforeEach(async () => {
  await resetDb();
  localStorage.clear();
  chatState.userId = 1;
  since.mockReset();
});

const conversation = async (userId: number, partnerId: number) =>
  shownConversation(
    userId,
    await storedConversation(userId, partnerId),
    await queuedFor(userId, partnerId),
  );

describe('chat queue in Dexie', () => {
  it("refuses to send without a session: 'No access token set.'", async () => {
    await expect(sendChatMessage(null, 2, 'hi')).rejects.toThrow('No access token set.');
    expect(await db.chatQueue.count()).toBe(0);
  });

  it('queues messages written offline in order, each sending', async () => {
    await sendChatMessage(ana, 2, 'first');
    await sendChatMessage(ana, 3, 'other');
    await sendChatMessage(ana, 2, 'second');
    expect((await chatMessagesToSend(1)).map((row) => row.content)).toEqual([
      'first',
      'other',
      'second',
    ]);
    expect((await conversation(1, 2)).map((m) => [m.content, m.state])).toEqual([
      ['first', 'sending'],
      ['second', 'sending'],
    ]);
  });

  it('a refused message fails alone with its reason; the rest still go out; retry puts it back', async () => {
    await sendChatMessage(ana, 99, 'to nobody');
    await sendChatMessage(ana, 3, 'to Cem');
    const [refused, next] = await chatMessagesToSend(1);
    await markChatFailed(refused?.clientId ?? '', 'chat.unknownRecipient');
    expect((await chatMessagesToSend(1)).map((row) => row.clientId)).toEqual([next?.clientId]);
    expect(await conversation(1, 99)).toEqual([
      expect.objectContaining({ state: 'failed', reason: 'chat.unknownRecipient' }),
    ]);
    await retryChatMessage(refused?.clientId ?? '');
    expect((await chatMessagesToSend(1)).map((row) => row.content)).toEqual([
      'to nobody',
      'to Cem',
    ]);
  });

  it('a sent message leaves the queue once its stored copy arrives, and shows once', async () => {
    await sendChatMessage(ana, 2, 'hello');
    const [row] = await chatMessagesToSend(1);
    await markChatSent(row?.clientId ?? '');
    expect(await chatMessagesToSend(1)).toEqual([]);
    expect((await conversation(1, 2)).map((m) => m.state)).toEqual(['sent']);
    await storeChatMessages(1, [{ ...message(7, row?.clientId ?? ''), content: 'hello' }]);
    await storeChatMessages(1, [{ ...message(7, row?.clientId ?? ''), content: 'hello' }]);
    expect(await db.chatQueue.count()).toBe(0);
    expect((await conversation(1, 2)).map((m) => [m.key, m.state])).toEqual([['m-7', 'stored']]);
  });

  it('moves the old local-storage queue into Dexie once', async () => {
    localStorage.setItem(
      legacyPendingKey(1),
      JSON.stringify([{ ...message(0, 'old-1'), recipientId: 4 }, message(0, 'old-2')]),
    );
    await migrateLegacyPending(1);
    await migrateLegacyPending(1);
    expect((await chatMessagesToSend(1)).map((row) => [row.clientId, row.recipientId])).toEqual([
      ['old-1', 4],
      ['old-2', 2],
    ]);
    expect(localStorage.getItem(legacyPendingKey(1))).toBeNull();
  });

  it('logout removes the account’s chats and unsent messages, not another account’s', async () => {
    await mirrorSession({ userId: 1, accessToken: 't' });
    await sendChatMessage(ana, 2, 'unsent');
    await storeChatMessages(1, [message(5, 'a')]);
    await storeChatMessages(2, [message(5, 'a')]);
    await mirrorSession(null);
    expect(await db.chatQueue.count()).toBe(0);
    expect((await db.chatMessages.toArray()).map((row) => row.userId)).toEqual([2]);
  });
});

describe('conversations held on the device', () => {
  it('orders by id, each message once, per account and partner', async () => {
    await storeChatMessages(1, [message(9, 'c', 2, 1), message(3, 'a'), message(4, 'x', 1, 3)]);
    await storeChatMessages(1, [message(5, 'b', 2, 1), message(3, 'a')]);
    expect((await conversation(1, 2)).map((m) => m.clientId)).toEqual(['a', 'b', 'c']);
    expect(await newestChatMessageId(1)).toBe(9);
    expect(await newestChatMessageId(2)).toBe(0);
  });

  it('catches up after the newest id held, page by page, without duplicates', async () => {
    await storeChatMessages(1, [message(3, 'a')]);
    since
      .mockResolvedValueOnce({ messages: [message(3, 'a'), message(4, 'b', 2, 1)], more: true })
      .mockResolvedValueOnce({ messages: [message(6, 'c', 2, 1)], more: false });
    const fetched = await catchUpChat(1, await newestChatMessageId(1), () => true);
    expect(since.mock.calls).toEqual([[3], [4]]);
    expect(fetched).toBe(3);
    expect((await conversation(1, 2)).map((m) => m.key)).toEqual(['m-3', 'm-4', 'm-6']);
  });

  it('a failed catch-up changes nothing (the next connect tries again)', async () => {
    since.mockRejectedValueOnce(new Error('offline'));
    expect(await catchUpChat(1, 0, () => true)).toBe(0);
    expect(await db.chatMessages.count()).toBe(0);
  });
});
