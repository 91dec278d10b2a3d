import { Client, type IMessage } from '@stomp/stompjs';
import { proxy } from 'valtio/vanilla';
import {
  CHAT_MESSAGES,
  CHAT_SEND_DESTINATION,
  CHAT_SOCKET_PATH,
  chatErrorsQueue,
  chatMessage,
  chatQueue,
  chatRefusal,
  type ChatMessage,
} from '@/api/contract/chat';
import { newestChatMessageId, storeChatMessages } from '@/offline/chat/chat-history';
import {
  chatMessagesToSend,
  deleteChatMessage,
  markChatFailed,
  markChatSent,
  queueChatMessage,
  retryChatMessage,
} from '@/offline/chat/chat-queue';
import { db, type ChatQueueRow } from '@/offline/db';
import { catchUpChat } from './chat-catch-up';
import { migrateLegacyPending } from './legacy-pending';

/** Spec §4/§9: reconnect after 5000 ms; after a server ERROR retry after 10 s. */
export const RECONNECT_DELAY_MS = 5000;
export const ERROR_RETRY_MS = 10_000;
const HEART_BEAT_MS = 10_000;

export interface ChatState {
  connected: boolean;
  userId: number | null;
  /** The partner whose chat is on screen (an incoming message there plays a sound). */
  openPartnerId: number | null;
  /** Counts what arrived, was sent or caught up: the partner list asks again when it moves. */
  activity: number;
}

export const chatState = proxy<ChatState>({
  connected: false,
  userId: null,
  openPartnerId: null,
  activity: 0,
});

type Listener = (message: ChatMessage) => void;
const listeners = new Set<Listener>();
let client: Client | null = null;
/** The old local-storage queue moved into Dexie (before the first flush). */
let migrated: Promise<void> = Promise.resolve();

const current = (stomp: Client, userId: number) => client === stomp && chatState.userId === userId;

/** A message from the socket: stored in Dexie (the screens read it there), announced once. */
const receive = async (userId: number, message: ChatMessage) => {
  const known = await db.chatMessages.get([userId, message.id]);
  if (chatState.userId !== userId) return;
  await storeChatMessages(userId, [message]);
  chatState.activity += 1;
  if (!known && message.senderId !== userId) listeners.forEach((listener) => listener(message));
};

const publish = (row: ChatQueueRow) => {
  if (!client?.connected || row.state !== 'sending') return;
  const receipt = `send-${row.clientId}`;
  client.watchForReceipt(receipt, () => void markChatSent(row.clientId));
  client.publish({
    destination: CHAT_SEND_DESTINATION,
    headers: { receipt, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: row.clientId,
      recipientId: row.recipientId,
      content: row.content,
    }),
  });
};

/** On every connect: subscribe, send the queue in order, then fetch what arrived meanwhile. */
const afterConnect = async (stomp: Client, userId: number) => {
  await migrated;
  // Read before subscribing: whatever arrives from here on has a larger id and is caught up.
  const after = await newestChatMessageId(userId);
  if (!current(stomp, userId) || !stomp.connected) return;
  stomp.subscribe(chatErrorsQueue(userId), (frame: IMessage) => {
    const refusal = chatRefusal.safeParse(JSON.parse(frame.body));
    if (refusal.success) void markChatFailed(refusal.data.clientId, refusal.data.code);
  });
  stomp.subscribe(chatQueue(userId), (frame: IMessage) => {
    const parsed = chatMessage.safeParse(JSON.parse(frame.body));
    if (parsed.success) void receive(userId, parsed.data);
  });
  (await chatMessagesToSend(userId)).forEach(publish);
  await catchUpChat(userId, after, () => current(stomp, userId));
  if (current(stomp, userId)) chatState.activity += 1;
};

/** Incoming messages from others (for the sound, a notification or the unread badge). */
export const onIncomingMessage = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens (or keeps) the socket of the logged-in user; queued messages go out in order on connect. */
export const connectChat = (userId: number, token: string): void => {
  if (client && chatState.userId === userId) return;
  disconnectChat();
  chatState.userId = userId;
  migrated = migrateLegacyPending(userId).catch(() => undefined);
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const next = new Client({
    brokerURL: `${scheme}://${location.host}${CHAT_SOCKET_PATH}`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    // Every (re)connect carries the current access token: the first one lasts minutes only.
    beforeConnect: async (stomp) => {
      // Loaded here: the member layout's chat listener must not pull the HTTP client into the start.
      const { freshAccessToken } = await import('@/api/client');
      const fresh = await freshAccessToken();
      if (fresh) stomp.connectHeaders = { Authorization: `Bearer ${fresh}` };
    },
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEART_BEAT_MS,
    heartbeatOutgoing: HEART_BEAT_MS,
  });
  next.onConnect = () => {
    next.reconnectDelay = RECONNECT_DELAY_MS;
    chatState.connected = true;
    void afterConnect(next, userId);
  };
  // Only protocol faults and ended sessions close with an ERROR; refusals come on the errors queue.
  next.onStompError = () => {
    next.reconnectDelay = ERROR_RETRY_MS;
  };
  next.onWebSocketClose = () => {
    if (client === next) chatState.connected = false;
  };
  client = next;
  next.activate();
};

export const disconnectChat = (): void => {
  void client?.deactivate();
  client = null;
  chatState.connected = false;
  chatState.userId = null;
};

export class ChatSendError extends Error {
  override name = 'ChatSendError';
}

/** Queues a message (spec §8: refused with 'No access token set.' when logged out). */
export const sendChatMessage = async (
  me: { id: number; name: string } | null,
  recipientId: number,
  content: string,
): Promise<void> => {
  if (!me || chatState.userId !== me.id) throw new ChatSendError(CHAT_MESSAGES.noAccessToken);
  const row = await queueChatMessage({
    clientId: crypto.randomUUID(),
    userId: me.id,
    recipientId,
    senderName: me.name,
    content,
    createdAt: new Date().toISOString(),
  });
  chatState.activity += 1;
  publish(row);
};

/** A failed message back into the queue; sent now when connected, else at the next connect. */
export const retryChat = async (clientId: string): Promise<void> => {
  const row = await retryChatMessage(clientId);
  if (row) publish(row);
};

export const deleteChat = (clientId: string): Promise<void> => deleteChatMessage(clientId);
