import { z } from 'zod';

/** Where the chat's STOMP endpoint and history live (outside /api, spec §7 Chat server). */
export const CHAT_SOCKET_PATH = '/ws';
/** Destination of a SEND frame carrying a `chatSend` body. */
export const CHAT_SEND_DESTINATION = '/app/chat';
export const chatQueue = (userId: number) => `/user/${userId}/queue/messages`;
/** Where a refused SEND is answered (Spring-style); the socket stays open. */
export const chatErrorsQueue = (userId: number) => `/user/${userId}/queue/errors`;

export const CHAT_CONTENT_MAX = 2000;

export const CHAT_MESSAGES = {
  noAccessToken: 'No access token set.',
  invalidToken: 'Invalid access token',
  sessionEnded: 'Your session has ended',
  forbiddenDestination: 'You may only subscribe to your own queue',
  unknownRecipient: 'Recipient not found',
  tooLong: 'The message is too long',
  invalidMessage: 'Invalid chat message',
  rateLimited: 'Too many messages, please wait a moment',
  notStored: 'The message could not be stored',
  refused: 'The message was refused',
  protocolError: 'Malformed frame',
  internalError: 'Internal error',
  blocked: 'You cannot exchange messages with this person',
} as const;
export type ChatMessageName = keyof typeof CHAT_MESSAGES;

/** The `code` of an ERROR frame or a refusal: `chat.<name>` of a CHAT_MESSAGES entry. */
export const chatErrorCode = (name: string) => `chat.${name}`;

/**
 * A SEND the server refused for a domain reason (recipient unknown, blocked, too long, rate
 * limited), delivered on `chatErrorsQueue`: only this message failed, the socket stays open.
 */
export const chatRefusal = z.object({
  clientId: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ChatRefusal = z.infer<typeof chatRefusal>;

/** The body of a SEND to CHAT_SEND_DESTINATION; `clientId` makes a resend harmless. */
export const chatSend = z.object({
  clientId: z.string().trim().min(1).max(64),
  recipientId: z.number().int().positive(),
  content: z.string().trim().min(1).max(CHAT_CONTENT_MAX),
});
export type ChatSend = z.infer<typeof chatSend>;

/** Chat message (spec §3): id, senderId, senderName, content; plus what the client needs. */
export const chatMessage = z.object({
  id: z.number().int(),
  clientId: z.string(),
  senderId: z.number().int(),
  senderName: z.string(),
  recipientId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A chat partner (spec §3) with `newMessages` and `lastMessage`. */
export const chatPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  newMessages: z.number().int(),
  lastMessage: chatMessage.nullable(),
});
export type ChatPartner = z.infer<typeof chatPartner>;

export const conversationParams = z.object({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().positive(),
});

export const historyQuery = z.object({
  /** Only messages with a smaller id (older pages). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const CHAT_SINCE_MAX = 500;

/** GET /messages/since: the caller's messages (both directions) with an id above `after`. */
export const sinceQuery = z.object({
  after: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(CHAT_SINCE_MAX).default(200),
});

/** Oldest first; `more` says another page follows after the last id. */
export const sincePage = z.object({
  messages: z.array(chatMessage),
  more: z.boolean(),
});
export type SincePage = z.infer<typeof sincePage>;

/** POST /api/user/messages/last. */
export const lastMessageRequest = z.object({
  senderId: z.number().int().positive(),
  recipientId: z.number().int().positive(),
});
