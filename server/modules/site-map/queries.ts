import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { SitePlanDto, SiteMapPointDto } from '../../../src/api/contract/site-map';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { venues } from '../../db/schema/program';
import { siteMapPoints, sitePlan } from '../../db/schema/site-map';
import { fileUrl } from '../auth/session-user';

export interface PlanFile {
  mime: SitePlanDto['mime'];
  bytes: Buffer;
  width: number;
  height: number;
}

/** Stores a checked plan as an upload (served by GET /api/file/{id}); answers its id. */
export async function insertPlanFile(db: Executor, file: PlanFile, userId: number) {
  const [row] = await db
    .insert(files)
    .values({
      mime: file.mime,
      bytes: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      size: file.bytes.length,
      width: file.width,
      height: file.height,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploadedBy: userId,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('The site plan was not stored');
  return row.id;
}

/** A stored file's type and size, without its bytes. */
export async function findFileShape(db: Executor, id: number) {
  const [row] = await db
    .select({ mime: files.mime, width: files.width, height: files.height })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function findPlan(db: Executor): Promise<SitePlanDto | null> {
  const [row] = await db
    .select({ fileId: sitePlan.fileId, mime: files.mime, width: files.width, height: files.height })
    .from(sitePlan)
    .innerJoin(files, eq(files.id, sitePlan.fileId));
  if (!row?.width || !row.height) return null;
  return {
    fileId: row.fileId,
    url: fileUrl(row.fileId),
    mime: row.mime as SitePlanDto['mime'],
    width: row.width,
    height: row.height,
  };
}

export function findPoints(db: Executor): Promise<SiteMapPointDto[]> {
  return db
    .select({
      id: siteMapPoints.id,
      kind: siteMapPoints.kind,
      venueId: siteMapPoints.venueId,
      name: siteMapPoints.name,
      x: siteMapPoints.x,
      y: siteMapPoints.y,
      reference: siteMapPoints.reference,
    })
    .from(siteMapPoints)
    .orderBy(asc(siteMapPoints.position), asc(siteMapPoints.id));
}

/** The venues among `ids` with their coordinates. */
export function findVenues(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: venues.id, latitude: venues.latitude, longitude: venues.longitude })
    .from(venues)
    .where(inArray(venues.id, ids));
}

export type NewPoint = Omit<typeof siteMapPoints.$inferInsert, 'id'>;

/** Replaces the plan and every point in one go. */
export async function replaceSiteMap(db: Executor, fileId: number, points: NewPoint[]) {
  await db
    .insert(sitePlan)
    .values({ id: 1, fileId })
    .onConflictDoUpdate({ target: sitePlan.id, set: { fileId, updatedAt: new Date() } });
  await db.delete(siteMapPoints);
  if (points.length > 0) await db.insert(siteMapPoints).values(points);
}
