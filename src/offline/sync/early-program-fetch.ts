import { DB_NAME } from '../db-name';
import type { FetchFn } from '../http';
import { requestInit } from '../request-init';
import { PROGRAM_REQUESTS } from './program-requests';

const sent = new Map<string, Promise<Response>>();
const keyOf = (method: string, path: string): string => `${method} ${path}`;

/** True when this browser holds nothing of ours yet: no festival database. */
const isFirstVisit = async (): Promise<boolean> => {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases();
  return !databases.some((database) => database.name === DB_NAME);
};

/**
 * On a first visit a program or event page has nothing stored and waits for the download, so the
 * four requests go out from the entry, before the app's code has loaded; the first sync takes their
 * answers through `programFetch`. Resolves, with whether they were sent, once they are sent or
 * known not to be needed; must settle before anything opens the database.
 */
export const sendProgramRequestsEarly = async (): Promise<boolean> => {
  if (!navigator.onLine || !(await isFirstVisit())) return false;
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
