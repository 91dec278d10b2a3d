import { eventList } from '@/api/contract/program';
import { readEarlyAnswer } from '@/offline/sync/early-program-fetch';
import { PROGRAM_REQUESTS } from '@/offline/sync/program-requests';
import { showEvents } from './stored-events-preload';

/**
 * A first visit shows the program from the entry's early answer as soon as it is valid; storing
 * it (Dexie, the sync) waits until that screen has painted. Returns whether it was shown.
 */
export const showEarlyEvents = async (): Promise<boolean> => {
  const answer = await readEarlyAnswer(PROGRAM_REQUESTS.events);
  const parsed = answer && eventList.safeParse(answer.body);
  if (!answer || !parsed?.success) return false;
  showEvents({ events: parsed.data, etag: answer.etag, unstored: true });
  return true;
};
