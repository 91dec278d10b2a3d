import i18next from 'i18next';
import { AUTH_MESSAGES } from '@/api/contract/auth';
import { ORDER_LIMIT_MESSAGES } from '@/api/contract/checkout';
import { CHAT_MESSAGES } from '@/api/contract/chat';
import { API_MESSAGES } from '@/api/contract/common';
import { IMAGE_LIMIT_MESSAGES } from '@/api/contract/files';
import { PAYMENT_MESSAGES } from '@/api/contract/payments';
import { PUSH_ENDPOINT_MESSAGES } from '@/api/contract/push';
import { PRIVACY_MESSAGES } from '@/api/contract/privacy';
import { SAFETY_MESSAGES } from '@/api/contract/safety';
import { SIGNIN_LIMIT_MESSAGES } from '@/api/contract/sign-in-limits';
import { SESSION_MESSAGES } from '@/api/contract/sessions';
import { TICKET_MESSAGES } from '@/api/contract/tickets';
import { WEB_LINK_MESSAGES } from '@/api/contract/web-link';
import { WELCOME_MESSAGES } from '@/api/contract/welcome';

/** The fixed English texts the server answers with, by name. */
export const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  ...API_MESSAGES,
  ...AUTH_MESSAGES,
  ...SIGNIN_LIMIT_MESSAGES,
  ...ORDER_LIMIT_MESSAGES,
  ...SESSION_MESSAGES,
  ...TICKET_MESSAGES,
  ...PUSH_ENDPOINT_MESSAGES,
  ...IMAGE_LIMIT_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...WEB_LINK_MESSAGES,
  ...WELCOME_MESSAGES,
  ...SAFETY_MESSAGES,
  ...PAYMENT_MESSAGES,
  blocked: CHAT_MESSAGES.blocked,
};

/** The `errors:server.*` key of a known server text, or null for any other text. */
export const serverMessageKey = (message: string): string | null => {
  const name = Object.keys(KNOWN_SERVER_MESSAGES).find(
    (key) => KNOWN_SERVER_MESSAGES[key] === message,
  );
  return name ? `errors:server.${name}` : null;
};

/** A server text in the user's language when we know it, otherwise as the server sent it. */
export const localizeServerMessage = (message: string): string => {
  const key = serverMessageKey(message);
  return key ? i18next.t(key) : message;
};
