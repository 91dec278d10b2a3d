/**
 * A phantom artist's stand-in address (RFC 6761 '.invalid' never resolves): no mail can reach it,
 * so a welcome mail waits until staff enter a real address (issue #43).
 */
export const isPlaceholderEmail = (address: string): boolean => /\.invalid$/i.test(address.trim());

export const WELCOME_MESSAGES = {
  placeholderEmail: 'This account has no real e-mail address yet. Enter one under Edit User first.',
} as const;
