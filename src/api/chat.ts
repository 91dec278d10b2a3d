import { createApiClient } from './client';
import {
  chatMessage,
  chatPartner,
  sincePage,
  type ChatMessage,
  type ChatPartner,
  type SincePage,
} from './contract/chat';
import { API_PREFIX } from './contract/common';

// The chat server's history lives beside /api (spec §7 Chat server).
const messages = createApiClient({ prefixUrl: '/messages', apiPrefix: API_PREFIX });

/** GET /messages/{me}/{other}: the conversation, oldest first; marks what I received as read. */
export const getConversation = async (me: number, other: number): Promise<ChatMessage[]> =>
  chatMessage.array().parse(await messages.get(`${me}/${other}`).json());

/** Everyone I have written with, with `newMessages` and `lastMessage`. */
export const getChatPartners = async (): Promise<ChatPartner[]> =>
  chatPartner.array().parse(await messages.get('partners').json());

/** Marks the conversation read (the history call does that) without loading it again. */
export const markConversationRead = async (me: number, other: number): Promise<void> => {
  await messages.get(`${me}/${other}`, { searchParams: { limit: 1 } });
};

/** GET /messages/since: my messages, both directions, with an id above `after`, oldest first. */
export const getChatSince = async (after: number): Promise<SincePage> =>
  sincePage.parse(await messages.get('since', { searchParams: { after } }).json());
