import { z } from 'zod';

/** Where the chat's STOMP endpoint and history live (outside /api, spec §7 Chat server). */
export const CHAT_SOCKET_PATH = '/ws';
/** Destination of a SEND frame carrying a `chatSend` body. */
export const CHAT_SEND_DESTINATION = '/app/chat';
export const chatQueue = (userId: number) => `/user/${userId}/queue/messages`;

export const CHAT_CONTENT_MAX = 2000;

export const CHAT_MESSAGES = {
  noAccessToken: 'No access token set.',
  invalidToken: 'Invalid access token',
  sessionEnded: 'Your session has ended',
  forbiddenDestination: 'You may only subscribe to your own queue',
  unknownRecipient: 'Recipient not found',
  blocked: 'You cannot exchange messages with this person',
} as const;

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

/** POST /api/user/messages/last. */
export const lastMessageRequest = z.object({
  senderId: z.number().int().positive(),
  recipientId: z.number().int().positive(),
});
