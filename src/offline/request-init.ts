import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '@/api/contract/frontend-token';

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

/** The fetch options of one /api call: frontend token, bearer token, ETag, idempotency key. */
export const requestInit = (call: ApiCall): RequestInit => {
  const headers: Record<string, string> = {
    [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
    accept: 'application/json',
  };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  if (call.etag) headers['if-none-match'] = call.etag;
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    // Revalidation is ours (ETag in syncMeta); the HTTP cache must not answer instead.
    cache: 'no-store',
    credentials: 'same-origin',
  };
};
