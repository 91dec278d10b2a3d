import type { EventDto } from '@/api/contract/program';
import { db } from '@/offline/db';

let latest: EventDto[] | undefined;
let reading: Promise<void> | undefined;

/**
 * Reads the stored events while the route loads (the program routes' loader), so the first
 * render already lists them: on an offline cold start the first paint is the program itself, not
 * a skeleton followed by a second render. The live query takes over after that render.
 */
export const preloadStoredEvents = (): Promise<void> => {
  // A read already under way (started at boot, see app/early-reads.ts) serves the loader too.
  reading ??= db.events
    .toArray()
    .then(
      (events) => {
        latest = events;
      },
      // The live query reads again and shows the skeleton meanwhile.
      (error: unknown) => console.warn('Reading the stored program failed', error),
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
};

/** The events the route's loader read last, until the live query answers. */
export const preloadedEvents = (): EventDto[] | undefined => latest;
