import type { SiteMapPointDto, SitePlanDto } from '@/api/contract/site-map';

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/** Where on the plan a position lies, as fractions of its width and height. */
export interface PlanSpot {
  x: number;
  y: number;
  /** False when the position lies off the plan. */
  onPlan: boolean;
}

export type GeoReference = (position: GeoPosition) => PlanSpot;

const METRES_PER_DEGREE = 111_320;

/** Metres east and south of `origin` (a flat earth is exact enough across a festival site). */
const local = (position: GeoPosition, origin: GeoPosition) => ({
  re:
    (position.longitude - origin.longitude) *
    METRES_PER_DEGREE *
    Math.cos((origin.latitude * Math.PI) / 180),
  im: -(position.latitude - origin.latitude) * METRES_PER_DEGREE,
});

interface Complex {
  re: number;
  im: number;
}
const sub = (a: Complex, b: Complex): Complex => ({ re: a.re - b.re, im: a.im - b.im });
const add = (a: Complex, b: Complex): Complex => ({ re: a.re + b.re, im: a.im + b.im });
const mul = (a: Complex, b: Complex): Complex => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
});
const div = (a: Complex, b: Complex): Complex => {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
};

/**
 * The plan's geo-reference from its two reference stages: a similarity (scale, rotation, shift)
 * from metres on the ground to plan pixels, so "you are here" needs no more than two known
 * venues. Null without exactly two reference points whose venues have coordinates.
 */
export const geoReference = (
  plan: Pick<SitePlanDto, 'width' | 'height'>,
  points: readonly SiteMapPointDto[],
  venueCoordinates: ReadonlyMap<number, GeoPosition>,
): GeoReference | null => {
  const references = points.flatMap((point) => {
    const geo =
      point.reference && point.venueId !== null ? venueCoordinates.get(point.venueId) : undefined;
    return geo ? [{ geo, pixel: { re: point.x * plan.width, im: point.y * plan.height } }] : [];
  });
  const [first, second] = references;
  if (references.length !== 2 || !first || !second) return null;
  const origin = first.geo;
  const z1 = local(first.geo, origin);
  const z2 = local(second.geo, origin);
  const span = sub(z2, z1);
  if (Math.hypot(span.re, span.im) < 1) return null;
  const scale = div(sub(second.pixel, first.pixel), span);
  const shift = sub(first.pixel, mul(scale, z1));
  return (position) => {
    const pixel = add(mul(scale, local(position, origin)), shift);
    const x = pixel.re / plan.width;
    const y = pixel.im / plan.height;
    return { x, y, onPlan: x >= 0 && x <= 1 && y >= 0 && y <= 1 };
  };
};

/** Metres between two positions (equirectangular; festival distances are short). */
export const metresBetween = (a: GeoPosition, b: GeoPosition): number => {
  const { re, im } = local(b, a);
  return Math.hypot(re, im);
};
