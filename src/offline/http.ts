import { errorBody, FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '@/api/contract/common';

/** The subset of fetch the offline core needs; tests pass a fake. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpDeps {
  fetch?: FetchFn;
  now?: () => number;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface ApiCall extends ApiRequest {
  accessToken?: string | null;
  etag?: string | null;
  /** Sent as Idempotency-Key (an outbox row id) so the server applies a replay only once. */
  idempotencyKey?: string;
}

export type ApiResult =
  { status: number; etag: string | null; body: unknown } | { status: 'network'; error: unknown };

const defaultFetch: FetchFn = (input, init) => fetch(input, init);

export const nowOf = (deps: HttpDeps): number => (deps.now ?? Date.now)();

const readBody = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/** One /api call with the frontend token, bearer token and ETag; never throws for HTTP or network failures. */
export const apiCall = async (call: ApiCall, deps: HttpDeps = {}): Promise<ApiResult> => {
  const headers: Record<string, string> = {
    [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
    accept: 'application/json',
  };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  if (call.etag) headers['if-none-match'] = call.etag;
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await (deps.fetch ?? defaultFetch)(call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      // Revalidation is ours (ETag in syncMeta); the HTTP cache must not answer instead.
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch (error) {
    return { status: 'network', error };
  }
  const body = response.status === 204 || response.status === 304 ? null : await readBody(response);
  return { status: response.status, etag: response.headers.get('etag'), body };
};

/** The server's `{ message }` of a failed response, if it sent one. */
export const errorMessage = (result: ApiResult): string | null => {
  if (result.status === 'network') return null;
  const parsed = errorBody.safeParse(result.body);
  return parsed.success ? parsed.data.message : null;
};
