import { Client, type IMessage } from '@stomp/stompjs';
import { proxy } from 'valtio/vanilla';
import {
  CHAT_MESSAGES,
  CHAT_SEND_DESTINATION,
  CHAT_SOCKET_PATH,
  chatMessage,
  chatQueue,
  type ChatMessage,
} from '@/api/contract/chat';

/** Spec §4/§9: reconnect after 5000 ms; after a server ERROR retry after 10 s. */
export const RECONNECT_DELAY_MS = 5000;
export const ERROR_RETRY_MS = 10_000;
const HEART_BEAT_MS = 10_000;

/** A message in the UI: stored (id > 0) or still waiting to be sent (id 0, pending). */
export type ShownMessage = ChatMessage & { pending?: boolean };

export interface ChatState {
  connected: boolean;
  userId: number | null;
  /** partner id → conversation, oldest first */
  conversations: Record<number, ShownMessage[]>;
  /** Written but not yet confirmed by a RECEIPT, in the order written (kept across reloads). */
  pending: ShownMessage[];
  /** The partner whose chat is on screen (an incoming message there plays a sound). */
  openPartnerId: number | null;
}

export const chatState = proxy<ChatState>({
  connected: false,
  userId: null,
  conversations: {},
  pending: [],
  openPartnerId: null,
});

type Listener = (message: ChatMessage) => void;
const listeners = new Set<Listener>();
let client: Client | null = null;

const pendingKey = (userId: number) => `festival.chat.pending.${userId}`;

const savePending = () => {
  if (chatState.userId === null) return;
  try {
    localStorage.setItem(pendingKey(chatState.userId), JSON.stringify(chatState.pending));
  } catch {
    // Storage full or blocked: the messages stay pending for this page's lifetime.
  }
};

const loadPending = (userId: number): ShownMessage[] => {
  try {
    const parsed = chatMessage
      .array()
      .safeParse(JSON.parse(localStorage.getItem(pendingKey(userId)) ?? '[]'));
    return parsed.success ? parsed.data.map((m) => ({ ...m, pending: true })) : [];
  } catch {
    return [];
  }
};

const partnerOf = (message: ChatMessage, me: number) =>
  message.senderId === me ? message.recipientId : message.senderId;

/** Adds or replaces (same clientId from the same sender) a message in its conversation. */
export const upsertMessage = (list: ShownMessage[], message: ShownMessage): ShownMessage[] => {
  const index = list.findIndex(
    (m) => m.senderId === message.senderId && m.clientId === message.clientId,
  );
  if (index < 0) return [...list, message];
  const next = [...list];
  next[index] = message;
  return next;
};

export const mergeHistory = (partnerId: number, history: ChatMessage[]) => {
  let list: ShownMessage[] = history;
  for (const message of chatState.conversations[partnerId] ?? []) {
    if (message.pending || !history.some((m) => m.id === message.id))
      list = upsertMessage(list, message);
  }
  chatState.conversations[partnerId] = list;
};

const receive = (message: ChatMessage) => {
  const me = chatState.userId;
  if (me === null) return;
  const partner = partnerOf(message, me);
  chatState.conversations[partner] = upsertMessage(chatState.conversations[partner] ?? [], message);
  if (message.senderId === me) {
    chatState.pending = chatState.pending.filter((m) => m.clientId !== message.clientId);
    savePending();
  }
  if (message.senderId !== me) listeners.forEach((listener) => listener(message));
};

const publish = (message: ShownMessage) => {
  if (!client?.connected) return;
  const receipt = `send-${message.clientId}`;
  client.watchForReceipt(receipt, () => {
    chatState.pending = chatState.pending.filter((m) => m.clientId !== message.clientId);
    savePending();
  });
  client.publish({
    destination: CHAT_SEND_DESTINATION,
    headers: { receipt, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: message.clientId,
      recipientId: message.recipientId,
      content: message.content,
    }),
  });
};

/** Incoming messages from others (for the sound or a notification). */
export const onIncomingMessage = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens (or keeps) the socket of the logged-in user; queued messages go out in order on connect. */
export const connectChat = (userId: number, token: string): void => {
  if (client && chatState.userId === userId) return;
  disconnectChat();
  chatState.userId = userId;
  chatState.pending = loadPending(userId);
  // Written before a reload and still unsent: shown again in their chats, in order.
  for (const message of chatState.pending) {
    const list = chatState.conversations[message.recipientId] ?? [];
    chatState.conversations[message.recipientId] = upsertMessage(list, message);
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const next = new Client({
    brokerURL: `${scheme}://${location.host}${CHAT_SOCKET_PATH}`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    // Every (re)connect carries the current access token: the first one lasts minutes only.
    beforeConnect: async (stomp) => {
      // Loaded here: the member layout's chat listener must not pull the HTTP client into the start.
      const { freshAccessToken } = await import('@/api/client');
      const current = await freshAccessToken();
      if (current) stomp.connectHeaders = { Authorization: `Bearer ${current}` };
    },
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEART_BEAT_MS,
    heartbeatOutgoing: HEART_BEAT_MS,
  });
  next.onConnect = () => {
    next.reconnectDelay = RECONNECT_DELAY_MS;
    chatState.connected = true;
    next.subscribe(chatQueue(userId), (frame: IMessage) => {
      const parsed = chatMessage.safeParse(JSON.parse(frame.body));
      if (parsed.success) receive(parsed.data);
    });
    chatState.pending.forEach(publish);
  };
  next.onStompError = () => {
    next.reconnectDelay = ERROR_RETRY_MS;
  };
  next.onWebSocketClose = () => {
    chatState.connected = false;
  };
  client = next;
  next.activate();
};

export const disconnectChat = (): void => {
  void client?.deactivate();
  client = null;
  chatState.connected = false;
  chatState.userId = null;
  chatState.conversations = {};
  chatState.pending = [];
};

export class ChatSendError extends Error {
  override name = 'ChatSendError';
}

/** Queues a message (spec §8: refused with 'No access token set.' when logged out). */
export const sendChatMessage = (
  me: { id: number; name: string } | null,
  recipientId: number,
  content: string,
): void => {
  if (!me || chatState.userId !== me.id) throw new ChatSendError(CHAT_MESSAGES.noAccessToken);
  const message: ShownMessage = {
    id: 0,
    clientId: crypto.randomUUID(),
    senderId: me.id,
    senderName: me.name,
    recipientId,
    content,
    createdAt: new Date().toISOString(),
    read: false,
    pending: true,
  };
  chatState.pending = [...chatState.pending, message];
  savePending();
  chatState.conversations[recipientId] = upsertMessage(
    chatState.conversations[recipientId] ?? [],
    message,
  );
  publish(message);
};
