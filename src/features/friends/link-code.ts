/** The path of a friend link; the code follows it. */
export const FRIEND_LINK_PATH = '/friends/add/';

export const friendLinkOf = (code: string, origin = location.origin) =>
  `${origin}${FRIEND_LINK_PATH}${code}`;

export const planLinkOf = (token: string, origin = location.origin) => `${origin}/u/plan/${token}`;

/** The friend code in a scanned text: a friend link of any host, or the bare code. */
export const friendCodeIn = (text: string): string | null => {
  const trimmed = text.trim();
  const inLink = /\/friends\/add\/([\w-]{16,64})(?:[/?#]|$)/.exec(trimmed);
  if (inLink) return inLink[1] ?? null;
  return /^[\w-]{16,64}$/.test(trimmed) ? trimmed : null;
};
