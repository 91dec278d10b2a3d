import { describe, expect, it } from 'vitest';
import { chatState, sendChatMessage, upsertMessage, type ShownMessage } from './chat-store';

const message = (clientId: string, id = 0, senderId = 1): ShownMessage => ({
  id,
  clientId,
  senderId,
  senderName: 'Ana',
  recipientId: 2,
  content: clientId,
  createdAt: '2025-08-15T10:00:00.000Z',
  read: false,
});

describe('chat store', () => {
  it('replaces a pending message by the stored one with the same client id, keeping order', () => {
    const list = [message('a', 0), message('b', 0)];
    const next = upsertMessage(list, message('a', 41));
    expect(next.map((m) => [m.clientId, m.id])).toEqual([
      ['a', 41],
      ['b', 0],
    ]);
    expect(upsertMessage(next, message('c', 43)).map((m) => m.clientId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the same client id of two different senders apart', () => {
    const list = upsertMessage([message('x', 1, 1)], message('x', 2, 2));
    expect(list).toHaveLength(2);
  });

  it("refuses to send without a session: 'No access token set.'", () => {
    expect(() => sendChatMessage(null, 2, 'hi')).toThrow('No access token set.');
    expect(chatState.pending).toEqual([]);
  });

  it('queues messages in order while offline and keeps them across a reload', () => {
    chatState.userId = 1;
    sendChatMessage({ id: 1, name: 'Ana' }, 2, 'first');
    sendChatMessage({ id: 1, name: 'Ana' }, 2, 'second');
    expect(chatState.pending.map((m) => m.content)).toEqual(['first', 'second']);
    expect(chatState.conversations[2]?.map((m) => m.content)).toEqual(['first', 'second']);
    const stored = JSON.parse(localStorage.getItem('festival.chat.pending.1') ?? '[]') as unknown[];
    expect(stored).toHaveLength(2);
  });
});
