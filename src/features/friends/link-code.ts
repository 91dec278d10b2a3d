/** A friend link: the friends page with the code to connect with. */
export const friendLinkOf = (code: string, origin = location.origin) =>
  `${origin}/friends?add=${code}`;

export const planLinkOf = (token: string, origin = location.origin) => `${origin}/u/plan/${token}`;

/** The friend code in a scanned text: a friend link of any host, or the bare code. */
export const friendCodeIn = (text: string): string | null => {
  const trimmed = text.trim();
  const inLink = /\/friends\/?\?(?:[^#]*&)?add=([\w-]{16,64})(?:[&#]|$)/.exec(trimmed);
  if (inLink) return inLink[1] ?? null;
  return /^[\w-]{16,64}$/.test(trimmed) ? trimmed : null;
};
