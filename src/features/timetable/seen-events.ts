import { db, type EventRow, type SeenEventRow } from '@/offline/db';
import type { TimetableSource } from './timetable-model';

export const seenRowOf = (userId: number, event: EventRow): SeenEventRow => ({
  userId,
  eventId: event.id,
  title: event.title,
  year: event.year,
  dateTime: event.dateTime,
  end: event.end,
  venueId: event.venue?.id ?? null,
  venueName: event.venue?.name ?? null,
  state: event.state,
});

const isEvent = (row: EventRow | undefined): row is EventRow => row !== undefined;

/** Everything the timetable shows, read in one go so a live query re-runs on any change. */
export const readTimetableSource = async (userId: number): Promise<TimetableSource> => {
  const favouriteIds = (await db.favourites.where('userId').equals(userId).toArray()).map(
    (row) => row.eventId,
  );
  const favouriteEvents = (await db.events.bulkGet(favouriteIds)).filter(isEvent);
  const seen = await db.seenEvents.where('userId').equals(userId).toArray();
  const seenEvents = await db.events.bulkGet(seen.map((row) => row.eventId));
  const years = await db.events.orderBy('year').uniqueKeys();
  return {
    favouriteEvents,
    seen,
    inProgram: new Set(seenEvents.filter(isEvent).map((event) => event.id)),
    programYears: new Set(years.filter((year): year is number => typeof year === 'number')),
  };
};

/** First sight stores a snapshot (no marker); snapshots of ex-favourites are dropped. */
export const recordSeen = (userId: number, unseen: EventRow[], stale: number[]): Promise<void> =>
  db.transaction('rw', db.seenEvents, async () => {
    const existing = await db.seenEvents.bulkGet(unseen.map((event) => [userId, event.id]));
    // Another tab may have stored one meanwhile; never overwrite what the user saw.
    const fresh = unseen.filter((_, index) => existing[index] === undefined);
    await db.seenEvents.bulkPut(fresh.map((event) => seenRowOf(userId, event)));
    await db.seenEvents.bulkDelete(stale.map((eventId): [number, number] => [userId, eventId]));
  });

/** 'OK' on a changed favourite: what the user sees now becomes the new snapshot. */
export const acknowledgeChanges = async (userId: number, event: EventRow): Promise<void> => {
  await db.seenEvents.put(seenRowOf(userId, event));
};

export const forgetSeen = async (userId: number, eventId: number): Promise<void> => {
  await db.seenEvents.delete([userId, eventId]);
};
