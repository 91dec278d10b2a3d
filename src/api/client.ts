import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import {
  API_MESSAGES,
  API_PREFIX,
  FRONTEND_TOKEN,
  FRONTEND_TOKEN_HEADER,
  errorBody,
  type ErrorBody,
} from './contract/common';
import { apiClientCallbacks } from './client-callbacks';
import { noteServerAnswer } from './server-reach';
import { accessToken, accessTokenDue, clearSession, isLoggedIn } from './session';
import { refreshTokens, type RefreshOutcome } from './token-refresh';

export { configureApiClient, type ApiClientCallbacks } from './client-callbacks';

/**
 * Spread into a call's options when the caller shows its own texts: the call then neither
 * logs out on 401 nor shows the global error notification.
 */
export const QUIET: Pick<Options, 'context'> = { context: { quiet: true } };

/** What the server said about a failure: its text, the text's code and parameters. */
export type ServerError = ErrorBody;

/** An HTTP failure with its status and the server's error body, when it sent one. */
export class ApiError extends HTTPError {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly serverError: ServerError | null;

  constructor(cause: HTTPError, serverError: ServerError | null) {
    super(cause.response, cause.request, cause.options);
    this.name = 'ApiError';
    this.status = cause.response.status;
    this.serverError = serverError;
    this.serverMessage = serverError?.message ?? null;
    if (serverError) this.message = serverError.message;
  }
}

const readServerError = async (response: Response): Promise<ServerError | null> => {
  try {
    const parsed = errorBody.safeParse(await response.clone().json());
    return parsed.success && parsed.data.message.trim() ? parsed.data : null;
  } catch {
    return null;
  }
};

/** 401s answered while the refresh could not reach the server: the session stays (offline). */
const keptOffline = new WeakSet<Request>();

const handleFailure = async (error: HTTPError): Promise<HTTPError> => {
  const failure = new ApiError(error, await readServerError(error.response));
  if (error.options.context.quiet === true) return failure;
  if (failure.status === 401) {
    const sentToken = error.request.headers.has('Authorization');
    // A refused refresh already logged out; an unreachable one keeps the session.
    if (keptOffline.has(error.request) || (sentToken && !isLoggedIn())) return failure;
    const hadSession = accessToken() !== null;
    clearSession();
    apiClientCallbacks().onUnauthorized(hadSession);
  } else if (failure.serverError) {
    apiClientCallbacks().onError(failure.serverError);
  }
  return failure;
};

export interface ApiClientOptions {
  prefixUrl?: string;
  /** Where `auth/refresh` is, when `prefixUrl` is not the API's (the chat's `/messages`). */
  apiPrefix?: string;
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

const onLine = () => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false;

interface SessionClient {
  api: KyInstance;
  /** Renews the access token now (one refresh at a time across tabs). */
  renewSession: () => Promise<RefreshOutcome>;
}

/**
 * ky with the frontend token and the bearer token. An access token about to run out is renewed
 * before the call; a 401 to a call that carried one renews it and sends the call again, once.
 */
const createSessionClient = ({
  prefixUrl = API_PREFIX,
  apiPrefix = prefixUrl,
  fetch = (input, init) => globalThis.fetch(input, init),
}: ApiClientOptions = {}): SessionClient => {
  const send = reportingReach(fetch);
  const renewSession = () => refreshTokens(send, apiPrefix.replace(/\/+$/, ''));
  const api = ky.create({
    prefixUrl,
    timeout: TIMEOUT_MS,
    fetch: send,
    hooks: {
      beforeRequest: [
        async (request) => {
          request.headers.set(FRONTEND_TOKEN_HEADER, FRONTEND_TOKEN);
          if (accessTokenDue() && onLine()) await renewSession();
          const token = accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
        },
      ],
      afterResponse: [
        async (request, _options, response, { retryCount }) => {
          const sent = request.headers.get('Authorization');
          if (response.status !== 401 || !sent || retryCount > 0) return;
          // Only the token was refused (a wrong password, say, answers another text).
          if ((await readServerError(response))?.message !== API_MESSAGES.notLoggedIn) return;
          // Another call may have renewed the token while this one was on its way.
          const current = accessToken();
          if (current && sent !== `Bearer ${current}`) return ky.retry({ delay: 0 });
          const outcome = await renewSession();
          if (outcome === 'renewed') return ky.retry({ delay: 0 });
          if (outcome === 'unreachable') keptOffline.add(request);
        },
      ],
      beforeError: [handleFailure],
    },
  });
  return { api, renewSession };
};

export const createApiClient = (options: ApiClientOptions = {}): KyInstance =>
  createSessionClient(options).api;

const appClient = createSessionClient();

/** The app's HTTP client for `/api`; one module per area builds its calls on it. */
export const api = appClient.api;

/** Renews the logged-in user's access token now; see token-refresh.ts. */
export const renewSession = appClient.renewSession;

/** The access token to open a connection with (the chat), renewed first when it runs out. */
export const freshAccessToken = async (): Promise<string | null> => {
  if (accessTokenDue() && onLine()) await renewSession();
  return accessToken();
};

/** Status and server message of a failed call, or nulls for network errors and time-outs. */
export const describeFailure = (
  error: unknown,
): { status: number | null; message: string | null; server: ServerError | null } =>
  error instanceof ApiError
    ? { status: error.status, message: error.serverMessage, server: error.serverError }
    : { status: null, message: null, server: null };
