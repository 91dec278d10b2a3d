/** Throw from a route, hook or service to answer `{ message }` with `statusCode`. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After with a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
