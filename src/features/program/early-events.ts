import type { EarlyAnswer } from '@/offline/sync/early-program-fetch';
import { validateEventsOffThread } from '@/offline/sync/program-sync-client';
import { showEvents } from './stored-events-preload';

const etagOf = (headers: readonly [string, string][]): string | null =>
  headers.find(([name]) => name.toLowerCase() === 'etag')?.[1] ?? null;

/**
 * A first visit shows the program from the entry's early events answer as soon as the sync's
 * worker has checked it; the worker stores it meanwhile. Returns whether it was shown.
 */
export const showEarlyEvents = async (early: Promise<EarlyAnswer>): Promise<boolean> => {
  const answer = await early;
  if ('failed' in answer || answer.status < 200 || answer.status >= 300) return false;
  const events = await validateEventsOffThread(answer.body);
  if (!events) return false;
  showEvents({ events, etag: etagOf(answer.headers), unstored: true });
  return true;
};
