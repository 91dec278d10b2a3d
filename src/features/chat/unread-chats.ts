import type { ChatPartner } from '@/api/contract/chat';

/** The chat partners answer: the /chat list and the navigation's unread badge share it. */
export const CHAT_PARTNERS_KEY = ['chat', 'partners'] as const;

/** Unread messages over all conversations. */
export const unreadTotal = (partners: readonly ChatPartner[]): number =>
  partners.reduce((sum, partner) => sum + partner.newMessages, 0);

/** What a badge shows: a count of three digits would not fit the icon. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
