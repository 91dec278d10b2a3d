import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { readTimetableSource, recordSeen } from './seen-events';
import { buildTimetable, type Timetable } from './timetable-model';

/** The user's timetable from Dexie (undefined while loading); records first sightings. */
export const useTimetable = (userId: number): Timetable | undefined => {
  const source = useLiveQuery(() => readTimetableSource(userId), [userId]);
  const timetable = useMemo(() => (source ? buildTimetable(source) : undefined), [source]);

  useEffect(() => {
    if (!timetable || (timetable.unseen.length === 0 && timetable.stale.length === 0)) return;
    recordSeen(userId, timetable.unseen, timetable.stale).catch((error: unknown) =>
      console.error('Storing what the timetable showed failed', error),
    );
  }, [userId, timetable]);

  return timetable;
};
