import type { FetchFn } from '../http';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What a fake route answers: a JSON response, a bare status, or a dropped connection. */
export type FakeAnswer = { status: number; body?: unknown; etag?: string } | 'network';
type Route = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

/** An in-memory API for tests: routes keyed 'METHOD /path', every call recorded in order. */
export const createFakeApi = (routes: Record<string, Route> = {}) => {
  const calls: RecordedCall[] = [];
  const fetch: FetchFn = async (input, init = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: input,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = route ? await route(call) : { status: 404, body: { message: 'Not found' } };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const headers = new Headers();
    if (answer.etag) headers.set('etag', answer.etag);
    if (answer.body === undefined || answer.status === 304) {
      return new Response(null, { status: answer.status, headers });
    }
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  };
  return { fetch, calls, routes };
};
