import { describe, expect, it } from 'vitest';
import type { SiteMapPointDto } from '@/api/contract/site-map';
import { geoReference, metresBetween } from './geo-reference';

const point = (venueId: number, x: number, y: number, reference = true): SiteMapPointDto => ({
  id: venueId,
  kind: 'stage',
  venueId,
  name: null,
  x,
  y,
  reference,
});
const PLAN = { width: 1000, height: 500 };
const COORDINATES = new Map([
  [1, { latitude: 52.5, longitude: 13.4 }],
  [2, { latitude: 52.5, longitude: 13.41 }],
]);

describe('geoReference', () => {
  it('places a position between the two reference stages on the plan', () => {
    const locate = geoReference(PLAN, [point(1, 0.1, 0.5), point(2, 0.9, 0.5)], COORDINATES);
    const middle = locate?.({ latitude: 52.5, longitude: 13.405 });
    expect(middle?.x).toBeCloseTo(0.5, 3);
    expect(middle?.y).toBeCloseTo(0.5, 3);
    expect(middle?.onPlan).toBe(true);
    // North is up: a little north of the line lies above it on the plan.
    const north = locate?.({ latitude: 52.5005, longitude: 13.405 });
    expect(north?.y).toBeLessThan(0.5);
  });

  it('tells a position off the plan', () => {
    const locate = geoReference(PLAN, [point(1, 0.1, 0.5), point(2, 0.9, 0.5)], COORDINATES);
    expect(locate?.({ latitude: 52.5, longitude: 13.5 }).onPlan).toBe(false);
  });

  it('needs two reference stages with coordinates', () => {
    expect(geoReference(PLAN, [point(1, 0.1, 0.5)], COORDINATES)).toBeNull();
    expect(geoReference(PLAN, [point(1, 0.1, 0.5), point(3, 0.9, 0.5)], COORDINATES)).toBeNull();
    expect(
      geoReference(PLAN, [point(1, 0.1, 0.5), point(2, 0.9, 0.5, false)], COORDINATES),
    ).toBeNull();
  });

  it('measures short distances in metres', () => {
    const a = { latitude: 52.5, longitude: 13.4 };
    expect(metresBetween(a, { latitude: 52.501, longitude: 13.4 })).toBeCloseTo(111.3, 0);
  });
});
