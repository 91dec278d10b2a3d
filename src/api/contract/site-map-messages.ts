// Apart from the site map's schemas: every screen's error texts load these, not the map's zod.
/** Translated by code (errors:codes.siteMap.*). */
export const SITE_MAP_MESSAGES = {
  planTooLarge: 'A site plan may be 4 MB at most.',
  notAPlan: 'Site plans: PNG, JPEG, WebP, BMP or SVG.',
  unsafeSvg: 'The SVG has scripts, handlers or links to other files.',
  svgWithoutSize: 'The SVG needs a viewBox or a width and height.',
  planNotFound: 'Upload the site plan first.',
  venueNotFound: 'No such venue.',
  venueTwice: 'A stage goes on the plan once.',
  pointNeedsName: 'A map point needs a name.',
  referenceCount: 'Choose no or two reference points.',
  referenceNeedsCoordinates: 'Reference points are stages with coordinates.',
} as const;
