import { describe, expect, it } from 'vitest';
import type { EventDto, VenueDto } from '@/api/contract/program';
import type { SiteMapPointDto } from '@/api/contract/site-map';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { stageBoard } from './stage-board';

const venue = (id: number, name: string): VenueDto => ({
  id,
  name,
  latitude: null,
  longitude: null,
  image: null,
  website: null,
});
const stage = (id: number, venueId: number): SiteMapPointDto => ({
  id,
  kind: 'stage',
  venueId,
  name: null,
  x: 0.5,
  y: 0.5,
  reference: false,
});
const at = (venueId: number, id: number, dateTime: string, end: string | null): EventDto =>
  eventFixture(id, { dateTime, end, venue: { id: venueId, name: `V${venueId}` } });

const VENUES = [venue(1, 'Zeltbühne'), venue(2, 'Waldbühne')];
const EVENTS = [
  at(1, 10, '2025-08-15T20:00:00+02:00', '2025-08-15T21:00:00+02:00'),
  at(1, 11, '2025-08-15T21:00:00+02:00', '2025-08-15T23:00:00+02:00'),
  at(1, 12, '2025-08-15T23:30:00+02:00', '2025-08-16T01:00:00+02:00'),
  at(2, 20, '2025-08-15T22:00:00+02:00', null),
];

describe('stageBoard', () => {
  const board = (now: string, saved: number[] = []) =>
    stageBoard([stage(100, 1), stage(200, 2)], VENUES, EVENTS, new Set(saved), now);

  it('shows what is on now and next at each stage', () => {
    const [zelt, wald] = board('2025-08-15T21:30:00+02:00');
    expect([zelt?.name, zelt?.now?.id, zelt?.next?.id]).toEqual(['Zeltbühne', 11, 12]);
    expect([wald?.name, wald?.now, wald?.next?.id]).toEqual(['Waldbühne', null, 20]);
  });

  it('keeps an Open-End set on until its festival night ends at 06:00', () => {
    expect(board('2025-08-16T05:59:00+02:00')[1]?.now?.id).toBe(20);
    expect(board('2025-08-16T06:00:00+02:00')[1]?.now).toBeNull();
  });

  it('lists my saved events at the stage that have not ended', () => {
    const [zelt] = board('2025-08-15T21:30:00+02:00', [10, 11, 12]);
    expect(zelt?.mine.map((event) => event.id)).toEqual([11, 12]);
  });

  it('leaves out facilities and stages whose venue is gone', () => {
    const points: SiteMapPointDto[] = [
      stage(1, 99),
      { id: 2, kind: 'bar', venueId: null, name: 'Bar', x: 0, y: 0, reference: false },
    ];
    expect(stageBoard(points, VENUES, EVENTS, new Set(), '2025-08-15T21:30:00+02:00')).toEqual([]);
  });
});
