import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { API_PREFIX, FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER, errorBody } from './contract/common';
import { apiClientCallbacks } from './client-callbacks';
import { noteServerAnswer } from './server-reach';
import { accessToken, clearSession } from './session';

export { configureApiClient, type ApiClientCallbacks } from './client-callbacks';

/**
 * Spread into a call's options when the caller shows its own texts: the call then neither
 * logs out on 401 nor shows the global error notification.
 */
export const QUIET: Pick<Options, 'context'> = { context: { quiet: true } };

/** An HTTP failure with its status and the server's `message`, when the body had one. */
export class ApiError extends HTTPError {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(cause: HTTPError, serverMessage: string | null) {
    super(cause.response, cause.request, cause.options);
    this.name = 'ApiError';
    this.status = cause.response.status;
    this.serverMessage = serverMessage;
    if (serverMessage) this.message = serverMessage;
  }
}

const readServerMessage = async (response: Response): Promise<string | null> => {
  try {
    const parsed = errorBody.safeParse(await response.clone().json());
    return parsed.success && parsed.data.message.trim() ? parsed.data.message : null;
  } catch {
    return null;
  }
};

const handleFailure = async (error: HTTPError): Promise<HTTPError> => {
  const failure = new ApiError(error, await readServerMessage(error.response));
  if (error.options.context.quiet === true) return failure;
  if (failure.status === 401) {
    const hadSession = accessToken() !== null;
    clearSession();
    apiClientCallbacks().onUnauthorized(hadSession);
  } else if (failure.serverMessage) {
    apiClientCallbacks().onError(failure.serverMessage);
  }
  return failure;
};

export interface ApiClientOptions {
  prefixUrl?: string;
  fetch?: typeof fetch;
}

/** ky's time-out for a call that sets none. */
const TIMEOUT_MS = 10_000;

/**
 * `fetch` that tells server-reach.ts how the server answered. A network failure, and an abort
 * after the time-out (ky aborts then; a caller's own abort comes sooner), mean out of reach.
 */
const reportingReach =
  (send: typeof fetch): typeof fetch =>
  async (input, init) => {
    const started = Date.now();
    try {
      const response = await send(input, init);
      noteServerAnswer(response.status);
      return response;
    } catch (error) {
      const timedOut =
        error instanceof DOMException &&
        error.name === 'AbortError' &&
        Date.now() - started >= TIMEOUT_MS;
      if (error instanceof TypeError || timedOut) noteServerAnswer('unreachable');
      throw error;
    }
  };

export const createApiClient = ({
  prefixUrl = API_PREFIX,
  fetch = (input, init) => globalThis.fetch(input, init),
}: ApiClientOptions = {}): KyInstance =>
  ky.create({
    prefixUrl,
    timeout: TIMEOUT_MS,
    fetch: reportingReach(fetch),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set(FRONTEND_TOKEN_HEADER, FRONTEND_TOKEN);
          const token = accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [handleFailure],
    },
  });

/** The app's HTTP client for `/api`; one module per area builds its calls on it. */
export const api = createApiClient();

/** Status and server message of a failed call, or nulls for network errors and time-outs. */
export const describeFailure = (
  error: unknown,
): { status: number | null; message: string | null } =>
  error instanceof ApiError
    ? { status: error.status, message: error.serverMessage }
    : { status: null, message: null };
