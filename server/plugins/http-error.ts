import type { CodedMessage } from '../../src/api/contract/message-codes';

/**
 * Throw from a route, hook or service to answer `{ message, code }` with `statusCode`. The code
 * is found from the text (message-codes.ts) unless `coded` names it, e.g. for a text that is
 * built at run time.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After with a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    readonly coded?: CodedMessage,
  ) {
    super(message);
  }
}
