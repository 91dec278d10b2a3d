import i18next from 'i18next';
import { UNLISTED_CODE, type ErrorBody } from '@/api/contract/common';
import { codeOfMessage, type CodedMessage } from '@/api/contract/message-codes';

/** The `errors:codes.*` key of a code, or null when the app has no text for it. */
export const codeKey = (code: string): string | null => {
  const key = `errors:codes.${code}`;
  return code !== UNLISTED_CODE && i18next.exists(key) ? key : null;
};

/** A coded text in the reader's language, or `message` when the app has no text for the code. */
const codedText = (message: string, coded: CodedMessage | null): string => {
  const key = coded ? codeKey(coded.code) : null;
  return key ? i18next.t(key, coded?.params) : message;
};

/** A server text in the user's language when we know it, otherwise as the server sent it. */
export const localizeServerMessage = (message: string): string =>
  codedText(message, codeOfMessage(message));

type ServerFailure = Pick<ErrorBody, 'message' | 'params' | 'fields'> & { code?: string };

/**
 * What the server answered, in the reader's language: the code's text with its parameters, or
 * the message when the code is unknown here (a newer server). A refused request shows each field's
 * own text; field paths are the API's words, so they stay out, and problems without a text of
 * their own (zod's generic ones) say "some fields are not valid".
 */
export const localizeServerError = (failure: ServerFailure): string => {
  if (failure.fields?.length) {
    const own = failure.fields.filter((field) => !field.code.startsWith('validation.'));
    const texts = own.map((field) => codedText(field.message, field));
    if (own.length < failure.fields.length) {
      texts.unshift(codedText(failure.message, { code: 'validation.invalidFields' }));
    }
    return [...new Set(texts)].join(' ');
  }
  const coded =
    failure.code && failure.code !== UNLISTED_CODE
      ? { code: failure.code, params: failure.params }
      : codeOfMessage(failure.message);
  return codedText(failure.message, coded);
};

/** Whether the app has its own text for this failure (else it would show the server's text). */
export const isKnownServerError = (failure: ServerFailure): boolean => {
  const code =
    failure.code && failure.code !== UNLISTED_CODE
      ? failure.code
      : codeOfMessage(failure.message)?.code;
  return code !== undefined && codeKey(code) !== null;
};
