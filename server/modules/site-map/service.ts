import type { siteMapInput } from '../../../src/api/contract/site-map';
import {
  MAX_SITE_PLAN_BYTES,
  SITE_PLAN_TYPES,
  type SiteMapDto,
  type UploadedSitePlan,
} from '../../../src/api/contract/site-map';
import { SITE_MAP_MESSAGES } from '../../../src/api/contract/site-map-messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { fileUrl } from '../auth/session-user';
import { cleanImage, DamagedImageError, NotAnImageError } from '../files/image-content';
import { refuseTooManyPixels } from '../files/image-size';
import * as queries from './queries';
import {
  checkSvgPlan,
  looksLikeSvg,
  NotAnSvgError,
  SvgWithoutSizeError,
  UnsafeSvgError,
} from './svg-plan';

type SiteMapSave = z.output<typeof siteMapInput>;

const refuse = (status: number, message: string) => new HttpError(status, message);

/** A raster plan cleaned like every upload, or a checked SVG; judged by content, never by name. */
function checkPlan(raw: Buffer): queries.PlanFile {
  if (raw.length > MAX_SITE_PLAN_BYTES) throw refuse(413, SITE_MAP_MESSAGES.planTooLarge);
  if (looksLikeSvg(raw)) {
    try {
      return { mime: 'image/svg+xml', bytes: raw, ...checkSvgPlan(raw) };
    } catch (error) {
      if (error instanceof UnsafeSvgError) throw refuse(422, SITE_MAP_MESSAGES.unsafeSvg);
      if (error instanceof SvgWithoutSizeError) throw refuse(422, SITE_MAP_MESSAGES.svgWithoutSize);
      if (error instanceof NotAnSvgError) throw refuse(415, SITE_MAP_MESSAGES.notAPlan);
      throw error;
    }
  }
  refuseTooManyPixels(raw);
  try {
    const image = cleanImage(raw);
    if (!image.width || !image.height) throw refuse(415, SITE_MAP_MESSAGES.notAPlan);
    return { mime: image.mime, bytes: image.bytes, width: image.width, height: image.height };
  } catch (error) {
    if (error instanceof NotAnImageError || error instanceof DamagedImageError) {
      throw refuse(415, SITE_MAP_MESSAGES.notAPlan);
    }
    throw error;
  }
}

const isPlanType = (mime: string): mime is (typeof SITE_PLAN_TYPES)[number] =>
  SITE_PLAN_TYPES.some((type) => type === mime);

/** The site map: read by everyone (it is part of the program), changed by admins. */
export function createSiteMapService(db: Database) {
  const read = async (): Promise<SiteMapDto> => {
    const [plan, points] = await Promise.all([queries.findPlan(db), queries.findPoints(db)]);
    return { plan, points: plan ? points : [] };
  };

  return {
    read,

    async uploadPlan(raw: Buffer, userId: number): Promise<UploadedSitePlan> {
      const plan = checkPlan(raw);
      const fileId = await queries.insertPlanFile(db, plan, userId);
      const { mime, width, height } = plan;
      return { fileId, url: fileUrl(fileId), mime, width, height };
    },

    async save(input: SiteMapSave): Promise<SiteMapDto> {
      const file = await queries.findFileShape(db, input.fileId);
      if (!file || !isPlanType(file.mime) || !file.width || !file.height) {
        throw refuse(400, SITE_MAP_MESSAGES.planNotFound);
      }
      const stageIds = input.points.flatMap((point) =>
        point.kind === 'stage' && point.venueId ? [point.venueId] : [],
      );
      if (new Set(stageIds).size !== stageIds.length) {
        throw refuse(400, SITE_MAP_MESSAGES.venueTwice);
      }
      const venues = new Map((await queries.findVenues(db, stageIds)).map((v) => [v.id, v]));
      const references = input.points.filter((point) => point.reference);
      if (references.length !== 0 && references.length !== 2) {
        throw refuse(400, SITE_MAP_MESSAGES.referenceCount);
      }
      const points = input.points.map((point, position) => {
        if (point.kind === 'stage') {
          const venue = point.venueId ? venues.get(point.venueId) : undefined;
          if (!venue) throw refuse(400, SITE_MAP_MESSAGES.venueNotFound);
          if (point.reference && (venue.latitude === null || venue.longitude === null)) {
            throw refuse(400, SITE_MAP_MESSAGES.referenceNeedsCoordinates);
          }
          return { ...point, venueId: venue.id, name: null, position };
        }
        if (!point.name) throw refuse(400, SITE_MAP_MESSAGES.pointNeedsName);
        if (point.reference) throw refuse(400, SITE_MAP_MESSAGES.referenceNeedsCoordinates);
        return { ...point, venueId: null, name: point.name, position };
      });
      await db.transaction((tx) => queries.replaceSiteMap(tx, input.fileId, points));
      return read();
    },
  };
}
