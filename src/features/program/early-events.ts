import { readEventList } from '@/api/contract/event-reader';
import { readEarlyAnswer } from '@/offline/sync/early-program-fetch';
import { PROGRAM_REQUESTS } from '@/offline/sync/program-requests';
import { showEvents } from './stored-events-preload';

/**
 * A first visit shows the program from the entry's early answer as soon as it is valid; storing
 * it (Dexie, the sync) waits until that screen has painted. Returns whether it was shown.
 */
export const showEarlyEvents = async (): Promise<boolean> => {
  const answer = await readEarlyAnswer(PROGRAM_REQUESTS.events);
  // Checked by hand (event-reader.ts), not with zod: zod would load before this first paint.
  const events = answer && readEventList(answer.body);
  if (!answer || !events) return false;
  showEvents({ events, etag: answer.etag, unstored: true });
  return true;
};
