import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { describeFailure } from '@/api/client';
import type { EventDto } from '@/api/contract/program';
import { getEvent } from '@/api/events';
import { db } from '@/offline/db';

export type EventDetail =
  | { status: 'loading' }
  | { status: 'found'; event: EventDto }
  | { status: 'notFound' }
  /** Not on this device and the server could not be reached. */
  | { status: 'unavailable' }
  /** The program listed it and no longer does: set back to draft or deleted. */
  | { status: 'withdrawn'; title: string };

type Fetched = { id: number } & ({ event: EventDto } | { failure: 'notFound' | 'unavailable' });

/**
 * The event from the database (offline-first); only when the program copy lacks it (a draft
 * shown to its editor, a past year, a first visit before the sync) is it fetched from the server.
 */
export const useEventDetail = (eventId: number | null): EventDetail => {
  // undefined while Dexie answers; `event` null when the program copy lacks it.
  const stored = useLiveQuery(async () => {
    if (eventId === null) return { event: null, withdrawn: null };
    try {
      const [event, withdrawn] = await Promise.all([
        db.events.get(eventId),
        db.withdrawnEvents.get(eventId),
      ]);
      return { event: event ?? null, withdrawn: withdrawn ?? null };
    } catch (error) {
      // A third-party iframe may be denied IndexedDB (blocked site data): use the server then.
      console.warn('Reading the stored event failed; fetching it instead', error);
      return { event: null, withdrawn: null };
    }
  }, [eventId]);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  const missing = stored !== undefined && stored.event === null;
  useEffect(() => {
    if (!missing || eventId === null) return;
    let cancelled = false;
    getEvent(eventId).then(
      (event) => {
        if (!cancelled) setFetched({ id: eventId, event });
      },
      (error: unknown) => {
        // 4xx: no such (visible) event; network errors and 5xx: try again later.
        const { status } = describeFailure(error);
        const failure = status !== null && status < 500 ? 'notFound' : 'unavailable';
        if (!cancelled) setFetched({ id: eventId, failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [missing, eventId]);

  if (eventId === null) return { status: 'notFound' };
  if (stored?.event) return { status: 'found', event: stored.event };
  if (stored === undefined || fetched?.id !== eventId) return { status: 'loading' };
  if ('event' in fetched) return { status: 'found', event: fetched.event };
  // Its editors still get the draft from the server; everyone else learns it was withdrawn.
  return stored.withdrawn
    ? { status: 'withdrawn', title: stored.withdrawn.title }
    : { status: fetched.failure };
};
