import type { FetchFn } from '../http';
import type { ProgramSyncResult } from './sync-program';

/** A request's key as the early requests and the sync both name it: `METHOD path`. */
export const requestKey = (method: string, path: string): string => `${method} ${path}`;

/** The answer to a request the entry sent early, posted to the sync's worker (its body moved, not copied). */
export interface EarlyAnswer {
  key: string;
  /** Null when the request failed (no connection): the sync then records a failed attempt. */
  response: { status: number; headers: [string, string][]; body: ArrayBuffer | null } | null;
}

export interface ProgramSyncRequest {
  id: number;
  early: EarlyAnswer[];
}

export type ProgramSyncReply =
  { id: number; result: ProgramSyncResult } | { id: number; error: string };

// Statuses a Response may not have a body with.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const networkFetch: FetchFn = (input, init) => fetch(input, init);

/** fetch, answered once from each early answer with the same method and path, otherwise by `fetchFn`. */
export const answeredFetch = (
  answers: readonly EarlyAnswer[],
  fetchFn: FetchFn = networkFetch,
): FetchFn => {
  const unanswered = new Map(answers.map((answer) => [answer.key, answer.response]));
  return (input, init) => {
    const key = requestKey(init?.method ?? 'GET', input);
    if (!unanswered.has(key)) return fetchFn(input, init);
    const answer = unanswered.get(key);
    unanswered.delete(key);
    if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
    const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
    return Promise.resolve(new Response(body, { status: answer.status, headers: answer.headers }));
  };
};
