/** Throw from a route, hook or service to answer `{ message }` with `statusCode`. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
