import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES } from './files';

/** The site map (issue #39): one plan image or SVG and the points staff place on it. */

/** Stages are venues; the other kinds are facilities named in the festival's words. */
export const SITE_MAP_POINT_KINDS = [
  'stage',
  'bar',
  'toilets',
  'firstAid',
  'exit',
  'meetingPoint',
] as const;
export type SiteMapPointKind = (typeof SITE_MAP_POINT_KINDS)[number];
export const FACILITY_KINDS = SITE_MAP_POINT_KINDS.filter(
  (kind): kind is Exclude<SiteMapPointKind, 'stage'> => kind !== 'stage',
);

/** A plan may be larger than a photo (1 MB): a detailed site plan is a few megabytes at most. */
export const MAX_SITE_PLAN_BYTES = 4_000_000;
export const SITE_PLAN_TYPES = [...UPLOAD_IMAGE_TYPES, 'image/svg+xml'] as const;
export const MAX_SITE_MAP_POINTS = 200;
export const MAX_POINT_NAME = 60;

const fraction = z.number().min(0).max(1);

export const sitePlanDto = z.object({
  fileId: z.number().int(),
  /** Where the plan is served: /api/file/{id}. */
  url: z.string(),
  mime: z.enum(SITE_PLAN_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SitePlanDto = z.infer<typeof sitePlanDto>;

export const siteMapPointDto = z.object({
  id: z.number().int(),
  kind: z.enum(SITE_MAP_POINT_KINDS),
  /** The venue of a stage; null for facilities. */
  venueId: z.number().int().nullable(),
  /** A facility's name; null for stages (they carry the venue's name). */
  name: z.string().nullable(),
  /** Position as a fraction of the plan's width and height (0 = left/top). */
  x: fraction,
  y: fraction,
  /** One of the two stage points whose coordinates geo-reference the plan. */
  reference: z.boolean(),
});
export type SiteMapPointDto = z.infer<typeof siteMapPointDto>;

/** GET /api/site-map: the plan (null until staff upload one) and its points. */
export const siteMapDto = z.object({
  plan: sitePlanDto.nullable(),
  points: z.array(siteMapPointDto),
});
export type SiteMapDto = z.infer<typeof siteMapDto>;

/** POST /api/site-map/plan answers the stored plan; its file id is saved with the points. */
export const uploadedSitePlan = sitePlanDto;
export type UploadedSitePlan = z.infer<typeof uploadedSitePlan>;

export const siteMapPointInput = z.object({
  kind: z.enum(SITE_MAP_POINT_KINDS),
  venueId: z.number().int().positive().nullish(),
  name: z.string().trim().max(MAX_POINT_NAME).nullish(),
  x: fraction,
  y: fraction,
  reference: z.boolean().default(false),
});
export type SiteMapPointInput = z.input<typeof siteMapPointInput>;

/** POST /api/site-map/update: the plan and all its points, replacing what was there. */
export const siteMapInput = z.object({
  fileId: z.number().int().positive(),
  points: z.array(siteMapPointInput).max(MAX_SITE_MAP_POINTS),
});
export type SiteMapInput = z.input<typeof siteMapInput>;
