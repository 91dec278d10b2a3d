import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db';

/**
 * The festival year of the stored program (its newest edition), live: on a first visit it comes
 * with the first sync, after the screen has shown its skeleton. Undefined until then.
 */
export const useProgramYear = (): number | undefined =>
  useLiveQuery(async () => (await db.events.orderBy('year').last())?.year);
