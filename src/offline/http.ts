import { errorBody } from '@/api/contract/common';
import { noteServerAnswer } from '@/api/server-reach';
import { requestInit, type ApiCall } from './request-init';

export type { ApiCall, ApiRequest } from './request-init';

/** The subset of fetch the offline core needs; tests pass a fake. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpDeps {
  fetch?: FetchFn;
  now?: () => number;
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
  let response: Response;
  try {
    response = await (deps.fetch ?? defaultFetch)(call.path, requestInit(call));
  } catch (error) {
    noteServerAnswer('unreachable');
    return { status: 'network', error };
  }
  noteServerAnswer(response.status);
  const body = response.status === 204 || response.status === 304 ? null : await readBody(response);
  return { status: response.status, etag: response.headers.get('etag'), body };
};

/** The server's `{ message }` of a failed response, if it sent one. */
export const errorMessage = (result: ApiResult): string | null => {
  if (result.status === 'network') return null;
  const parsed = errorBody.safeParse(result.body);
  return parsed.success ? parsed.data.message : null;
};
