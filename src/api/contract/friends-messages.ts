/** Texts of the friends and shared-plan calls' failures (plain data, see message-codes.ts). */
export const FRIENDS_MESSAGES = {
  planNotFound: 'Plan not shared',
  codeNotFound: 'Friend code not valid',
  ownCode: 'Own friend code',
  notFriends: 'Not friends',
} as const;
