import { hasDatabaseHint } from '../database-hint';
import { requestInit, type ApiRequest } from '../request-init';
import { requestKey, type EarlyAnswer } from './program-sync-messages';
import { PROGRAM_REQUESTS } from './program-requests';

const sent = new Map<string, Promise<Response>>();

/**
 * On a first visit a program or event page has nothing stored and waits for the download, so the
 * four requests go out from the entry, before the app's code has loaded; the first sync takes their
 * answers (`takeEarlyAnswers`). A browser that has had the database before says so in its hint
 * (database-hint.ts); one without the hint sends them, which costs a browser that has the database
 * but lost its local storage one download the sync then takes. Returns whether they were sent.
 */
export const sendProgramRequestsEarly = (): boolean => {
  if (!navigator.onLine || hasDatabaseHint()) return false;
  for (const request of Object.values(PROGRAM_REQUESTS)) {
    const response = fetch(request.path, requestInit(request));
    // A failure is the sync's to handle when it takes this answer, not an unhandled rejection.
    response.catch(() => undefined);
    sent.set(requestKey(request.method, request.path), response);
  }
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
