import { hasDatabaseHint } from '../database-hint';
import type { FetchFn } from '../http';
import { requestInit, type ApiRequest } from '../request-init';
import { PROGRAM_REQUESTS } from './program-requests';

const sent = new Map<string, Promise<Response>>();
const keyOf = (method: string, path: string): string => `${method} ${path}`;

/**
 * On a first visit a program or event page has nothing stored and waits for the download, so the
 * four requests go out from the entry, before the app's code has loaded; the first sync takes their
 * answers through `programFetch`. A browser that has had the database before says so in its hint
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

/** fetch, answered once from a request sent early with the same method and path. */
export const programFetch: FetchFn = (input, init) => {
  const key = keyOf(init?.method ?? 'GET', input);
  const early = sent.get(key);
  sent.delete(key);
  return early ?? fetch(input, init);
};

/**
 * The JSON body and ETag of a request sent early, read beside the sync's own reading of it (the
 * program's first paint on a first visit shows the events before they are stored). Undefined
 * when it was not sent, failed, or the sync has taken it already.
 */
export const readEarlyAnswer = async (
  request: ApiRequest,
): Promise<{ body: unknown; etag: string | null } | undefined> => {
  const early = sent.get(keyOf(request.method, request.path));
  if (!early) return undefined;
  try {
    const response = (await early).clone();
    if (!response.ok) return undefined;
    return { body: await response.json(), etag: response.headers.get('etag') };
  } catch {
    return undefined;
  }
};
