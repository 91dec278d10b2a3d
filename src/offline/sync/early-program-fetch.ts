import { hasDatabaseHint } from '../database-hint';
import { requestInit, type ApiRequest } from '../request-init';
import { requestKey, type EarlyAnswer } from './program-sync-messages';
import { PROGRAM_REQUESTS } from './program-requests';

const sent = new Map<string, Promise<Response>>();

/**
 * Whether this browser has never stored the program (its database hint says so, database-hint.ts)
 * and is online: the page must download the program before it can show it. A browser that has the
 * database but lost its local storage counts as new, which costs it one download.
 */
export const firstVisitOnline = (): boolean => navigator.onLine && !hasDatabaseHint();

/**
 * On a first visit a program page waits for the download, so the events request goes out from the
 * entry, before the app's code has loaded; the first sync takes its answer (`takeEarlyAnswers`)
 * and asks for the artists, venues and filter values itself once the program has painted. Sent
 * beside the events, those three held three of the browser's six connections while the app's code
 * was still loading, for data the first screen does not show. Returns whether it was sent.
 */
export const sendEventsRequestEarly = (): boolean => {
  if (!firstVisitOnline()) return false;
  const request = PROGRAM_REQUESTS.events;
  const response = fetch(request.path, requestInit(request));
  // A failure is the sync's to handle when it takes this answer, not an unhandled rejection.
  response.catch(() => undefined);
  sent.set(requestKey(request.method, request.path), response);
  return true;
};

/**
 * The answers of the requests sent early, each taken once (the sync's `answeredFetch` serves
 * them), their bodies read as bytes that can move to the sync's worker. Empty when none were sent.
 */
export const takeEarlyAnswers = async (): Promise<EarlyAnswer[]> => {
  const taken = [...sent];
  sent.clear();
  return Promise.all(
    taken.map(async ([key, answer]): Promise<EarlyAnswer> => {
      try {
        const response = await answer;
        const body = await response.arrayBuffer();
        return { key, response: { status: response.status, headers: [...response.headers], body } };
      } catch {
        return { key, response: null };
      }
    }),
  );
};

/**
 * The JSON body and ETag of a request sent early, read beside the sync's own reading of it (the
 * program's first paint on a first visit shows the events before they are stored). Undefined
 * when it was not sent, failed, or the sync has taken it already.
 */
export const readEarlyAnswer = async (
  request: ApiRequest,
): Promise<{ body: unknown; etag: string | null } | undefined> => {
  const early = sent.get(requestKey(request.method, request.path));
  if (!early) return undefined;
  try {
    const response = (await early).clone();
    if (!response.ok) return undefined;
    return { body: await response.json(), etag: response.headers.get('etag') };
  } catch {
    return undefined;
  }
};
