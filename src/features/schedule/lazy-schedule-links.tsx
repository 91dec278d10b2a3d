import { type ComponentType, lazy, Suspense } from 'react';
import type { EventDto } from '@/api/contract/program';
import type { ScheduleLinksProps } from './schedule-links';

// Loaded after the program shows (the /events budget); offline the chunk may be missing, and the
// links lead to the network anyway: then nothing shows.
const ScheduleLinks = lazy((): Promise<{ default: ComponentType<ScheduleLinksProps> }> =>
  import('./schedule-links')
    .then((module) => ({ default: module.ScheduleLinks }))
    .catch(() => ({ default: () => null })),
);

/** The program's links for other apps, for the edition the loaded program belongs to. */
export const LazyScheduleLinks = ({
  events,
  embedded,
}: {
  events: readonly EventDto[];
  embedded: boolean;
}) => {
  const year = events.reduce<number | null>(
    (max, e) => (max === null || e.year > max ? e.year : max),
    null,
  );
  if (year === null) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleLinks year={year} embedded={embedded} />
    </Suspense>
  );
};
