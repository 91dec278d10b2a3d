import { storeChatMessages } from '@/offline/chat/chat-history';

/** Pages fetched per catch-up; a device far behind continues at the next connect. */
const MAX_PAGES = 10;

/**
 * What arrived for the account after message `after` (sent from other devices too), stored in
 * Dexie where the screens read it. Fails quietly: the next connect tries again.
 */
export const catchUpChat = async (
  userId: number,
  after: number,
  stillCurrent: () => boolean,
): Promise<number> => {
  // Loaded here: the member layout's chat listener must not pull the HTTP client into the start.
  const { getChatSince } = await import('@/api/chat');
  let newest = after;
  let fetched = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await getChatSince(newest).catch(() => null);
    if (!answer || !stillCurrent()) break;
    await storeChatMessages(userId, answer.messages);
    fetched += answer.messages.length;
    newest = answer.messages.at(-1)?.id ?? newest;
    if (!answer.more) break;
  }
  return fetched;
};
