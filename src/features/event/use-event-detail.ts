import { useEffect, useState } from 'react';
import type { EventDto } from '@/api/contract/program';
import { getEvent } from '@/api/events';
import { useStoredQuery } from '@/lib/use-stored-query';
import { hasDatabaseHint } from '@/offline/database-hint';

export type EventDetail =
  | { status: 'loading' }
  | { status: 'found'; event: EventDto }
  | { status: 'notFound' }
  /** Not on this device and the server could not be reached. */
  | { status: 'unavailable' };

type Fetched = { id: number } & ({ event: EventDto } | { failure: 'notFound' | 'unavailable' });

/**
 * The event from the database (offline-first); only when the program copy lacks it (a draft
 * shown to its editor, a past year, a first visit before the sync) is it fetched from the server.
 */
export const useEventDetail = (eventId: number | null): EventDetail => {
  // A browser that never opened the database has nothing stored: the event is asked for at
  // once (a first visit's entry has sent that request already), not after Dexie has loaded.
  const [nothingStored] = useState(() => !hasDatabaseHint());
  // undefined while Dexie answers, null when the event is not stored.
  const stored = useStoredQuery(
    async (db) => {
      if (eventId === null) return null;
      try {
        return (await db.events.get(eventId)) ?? null;
      } catch (error) {
        // A third-party iframe may be denied IndexedDB (blocked site data): use the server then.
        console.warn('Reading the stored event failed; fetching it instead', error);
        return null;
      }
    },
    [eventId],
    nothingStored ? null : undefined,
  );
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (stored !== null || eventId === null) return;
    let cancelled = false;
    getEvent(eventId).then(
      (event) => {
        if (!cancelled) setFetched({ id: eventId, event });
      },
      async (error: unknown) => {
        // 4xx: no such (visible) event; network errors and 5xx: try again later. The client's
        // module is imported here, not with the page (its code loaded with the request).
        const status = await import('@/api/client').then(
          ({ describeFailure }) => describeFailure(error).status,
          () => null,
        );
        const failure = status !== null && status < 500 ? 'notFound' : 'unavailable';
        if (!cancelled) setFetched({ id: eventId, failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stored, eventId]);

  if (eventId === null) return { status: 'notFound' };
  if (stored) return { status: 'found', event: stored };
  if (stored === undefined || fetched?.id !== eventId) return { status: 'loading' };
  return 'event' in fetched
    ? { status: 'found', event: fetched.event }
    : { status: fetched.failure };
};
