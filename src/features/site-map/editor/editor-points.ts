import type { FACILITY_KINDS, SiteMapPointDto, SiteMapPointInput } from '@/api/contract/site-map';

export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** What the next tap on the plan places: a stage (venue) or a named facility. */
export type Placing = { kind: 'stage'; venueId: number } | { kind: FacilityKind; name: string };

export interface EditorPoint {
  /** Local key: venue-<id> for stages (placed once), a counter for facilities. */
  key: string;
  kind: SiteMapPointInput['kind'];
  venueId: number | null;
  name: string | null;
  x: number;
  y: number;
  reference: boolean;
}

const round = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));

export const fromStored = (points: readonly SiteMapPointDto[]): EditorPoint[] =>
  points.map((point) => ({
    key: point.venueId !== null ? `venue-${point.venueId}` : `point-${point.id}`,
    kind: point.kind,
    venueId: point.venueId,
    name: point.name,
    x: point.x,
    y: point.y,
    reference: point.reference,
  }));

/** Places `placing` at (x, y): a stage already on the plan moves, a facility is added. */
export const place = (
  points: readonly EditorPoint[],
  placing: Placing,
  x: number,
  y: number,
  nextKey: string,
): EditorPoint[] => {
  if (placing.kind === 'stage') {
    const key = `venue-${placing.venueId}`;
    const existing = points.find((point) => point.key === key);
    if (existing) {
      return points.map((point) =>
        point.key === key ? { ...point, x: round(x), y: round(y) } : point,
      );
    }
    return [
      ...points,
      {
        key,
        kind: 'stage',
        venueId: placing.venueId,
        name: null,
        x: round(x),
        y: round(y),
        reference: false,
      },
    ];
  }
  return [
    ...points,
    {
      key: nextKey,
      kind: placing.kind,
      venueId: null,
      name: placing.name.trim(),
      x: round(x),
      y: round(y),
      reference: false,
    },
  ];
};

export const toInput = (points: readonly EditorPoint[]): SiteMapPointInput[] =>
  points.map(({ kind, venueId, name, x, y, reference }) => ({
    kind,
    venueId,
    name,
    x,
    y,
    reference,
  }));
