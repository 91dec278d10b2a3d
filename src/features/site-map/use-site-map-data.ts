import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '@/lib/use-session';
import { db, SITE_MAP_KEY } from '@/offline/db';
import type { LoadedSiteMap } from './load-site-map';

/** The stored map, program and venues, live from Dexie from the loader's first read on. */
export const useSiteMapData = (loaded: LoadedSiteMap) => {
  const row = useLiveQuery(
    async () => (await db.siteMap.get(SITE_MAP_KEY)) ?? null,
    [],
    loaded.row,
  );
  const events = useLiveQuery(() => db.events.toArray(), [], loaded.events);
  const venues = useLiveQuery(() => db.venues.toArray(), [], loaded.venues);
  return { row, events, venues };
};

/** My saved event ids (favourites are the member's timetable). */
export const useSavedIds = (): ReadonlySet<number> => {
  const userId = useSession()?.id ?? null;
  const ids = useLiveQuery(
    async () =>
      userId === null
        ? []
        : (await db.favourites.where('userId').equals(userId).toArray()).map((row) => row.eventId),
    [userId],
    [],
  );
  return useMemo(() => new Set(ids), [ids]);
};

/** An object URL of the stored plan picture, revoked when it changes or the screen closes. */
export const usePlanUrl = (image: ArrayBuffer | null | undefined, mime: string | undefined) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image || !mime) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(new Blob([image], { type: mime }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image, mime]);
  return url;
};
