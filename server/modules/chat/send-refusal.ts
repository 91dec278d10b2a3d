import { CHAT_MESSAGES, chatErrorCode } from '../../../src/api/contract/chat';
import { API_MESSAGES } from '../../../src/api/contract/common';
import { HttpError } from '../../plugins/http-error';

export interface Refusal {
  code: string;
  message: string;
}

const nameOf = (messages: Record<string, string>, text: string) =>
  Object.keys(messages).find((name) => messages[name] === text);

/**
 * What a refused SEND answers: a code and a short English text the client translates. Only an
 * HttpError is a refusal (its message is one of our fixed texts); any other error is unexpected
 * and answered as `notStored`, never with its own text (it may hold SQL and parameters).
 */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof HttpError) {
    const chat = nameOf(CHAT_MESSAGES, error.message);
    if (chat) return { code: chatErrorCode(chat), message: error.message };
    const api = nameOf(API_MESSAGES, error.message);
    if (api) return { code: `api.${api}`, message: error.message };
    return { code: chatErrorCode('refused'), message: CHAT_MESSAGES.refused };
  }
  return { code: chatErrorCode('notStored'), message: CHAT_MESSAGES.notStored };
}

/** A log entry of an unexpected error without its text: names and codes only, no personal data. */
export const errorTrace = (error: unknown) => ({
  errorName: error instanceof Error ? error.name : typeof error,
  errorCode:
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined,
});
