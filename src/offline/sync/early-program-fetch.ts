import { hasDatabaseHint } from '../database-hint';
import type { FetchFn } from '../http';
import { requestInit, type ApiRequest } from '../request-init';
import { PROGRAM_REQUESTS } from './program-requests';

const sent = new Map<string, Promise<Response>>();
const keyOf = (method: string, path: string): string => `${method} ${path}`;

/**
 * On a first visit a program or event page has nothing stored and waits for the download, so the
 * four requests go out from the entry, before the app's code has loaded; the first sync takes their
 * answers (`takeEarlyAnswers`, `fetchFromAnswers`). A browser that has had the database before says so in its hint
 * (database-hint.ts); one without the hint sends them, which costs a browser that has the database
 * but lost its local storage one download the sync then takes. Returns whether they were sent.
 */
export const sendProgramRequestsEarly = (): boolean => {
  if (!navigator.onLine || hasDatabaseHint()) return false;
  for (const request of Object.values(PROGRAM_REQUESTS)) {
    const response = fetch(request.path, requestInit(request));
    // A failure is the sync's to handle when it takes this answer, not an unhandled rejection.
    response.catch(() => undefined);
    sent.set(keyOf(request.method, request.path), response);
  }
  return true;
};

/**
 * An early request's answer as plain data, so it can be handed to the sync's worker (the body
 * transferred, not copied): `failed` when the request itself failed.
 */
export type EarlyAnswer =
  | { key: string; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { key: string; failed: true };

const toAnswer = async (key: string, sending: Promise<Response>): Promise<EarlyAnswer> => {
  try {
    const response = await sending;
    return {
      key,
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
  } catch {
    return { key, failed: true };
  }
};

/** The key of a request's early answer (`takeEarlyAnswers`). */
export const answerKey = (request: ApiRequest): string => keyOf(request.method, request.path);

/**
 * The answers of the requests sent early by key, each read once; taken once: a later call gets
 * none. A caller can show one answer (the events) before the rest have arrived.
 */
export const takeEarlyAnswers = (): Map<string, Promise<EarlyAnswer>> => {
  const taken = new Map([...sent].map(([key, sending]) => [key, toAnswer(key, sending)]));
  sent.clear();
  return taken;
};

// Statuses whose Response must be built without a body.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** fetch, answered once from the early answer with the same method and path. */
export const fetchFromAnswers = (
  answers: readonly EarlyAnswer[],
  fetchFn: FetchFn = (input, init) => fetch(input, init),
): FetchFn => {
  const left = new Map(answers.map((answer) => [answer.key, answer]));
  return (input, init) => {
    const key = keyOf(init?.method ?? 'GET', input);
    const answer = left.get(key);
    left.delete(key);
    if (!answer) return fetchFn(input, init);
    if ('failed' in answer) return Promise.reject(new TypeError('The early request failed'));
    const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
    return Promise.resolve(new Response(body, { status: answer.status, headers: answer.headers }));
  };
};
