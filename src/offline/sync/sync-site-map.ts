import { siteMapDto, type SiteMapDto } from '@/api/contract/site-map';
import { db, SITE_MAP_KEY } from '../db';
import { SITE_MAP_DATASET } from '../db-name';
import { apiCall, nowOf, type HttpDeps } from '../http';
import { readSession } from '../session';
import { recordAttempt, type SyncOutcome } from './sync-dataset';

export const SITE_MAP_REQUEST = { method: 'GET', path: '/api/site-map' } as const;

/** The plan's picture, reused while its address stays the same (uploads never change). */
const planImage = async (
  map: SiteMapDto,
  deps: HttpDeps,
): Promise<ArrayBuffer | null | 'failed'> => {
  if (!map.plan) return null;
  const stored = await db.siteMap.get(SITE_MAP_KEY);
  if (stored?.image && stored.map.plan?.url === map.plan.url) return stored.image;
  try {
    const response = await (deps.fetch ?? fetch)(map.plan.url, { credentials: 'same-origin' });
    if (!response.ok) return 'failed';
    // Bytes, typed later by the contract's mime: the file route serves SVG as a download.
    return await response.arrayBuffer();
  } catch {
    return 'failed';
  }
};

/**
 * Mirrors the site map and its plan picture into Dexie, so the map opens offline like the
 * program. The stored copy changes only when both the points and the picture arrived.
 */
export const syncSiteMap = async (deps: HttpDeps = {}): Promise<SyncOutcome> => {
  const [meta, session, stored] = await Promise.all([
    db.syncMeta.get(SITE_MAP_DATASET),
    readSession(),
    db.siteMap.get(SITE_MAP_KEY),
  ]);
  const result = await apiCall(
    {
      ...SITE_MAP_REQUEST,
      // Without a stored copy a 304 would leave nothing to show.
      etag: stored ? (meta?.etag ?? null) : null,
      accessToken: session?.accessToken ?? null,
    },
    deps,
  );
  const now = nowOf(deps);
  if (result.status === 304) {
    await recordAttempt(SITE_MAP_DATASET, now, now);
    return 'unchanged';
  }
  const parsed = result.status === 200 ? siteMapDto.safeParse(result.body) : null;
  const image = parsed?.success ? await planImage(parsed.data, deps) : 'failed';
  if (!parsed?.success || image === 'failed' || result.status === 'network') {
    await recordAttempt(SITE_MAP_DATASET, now);
    return 'failed';
  }
  await db.transaction('rw', db.siteMap, db.syncMeta, async () => {
    await db.siteMap.put({ key: SITE_MAP_KEY, map: parsed.data, image });
    await db.syncMeta.put({
      dataset: SITE_MAP_DATASET,
      etag: result.etag,
      lastUpdated: now,
      lastAttempt: now,
    });
  });
  return 'updated';
};
