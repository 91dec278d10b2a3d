/** Texts of the friends and shared-plan calls' failures (plain data, see message-codes.ts). */
export const FRIENDS_MESSAGES = {
  planNotFound: 'This plan is not shared (any more)',
  codeNotFound: 'This friend link is not valid (any more)',
  ownCode: 'That is your own friend code',
  notFriends: 'You are not friends',
} as const;
