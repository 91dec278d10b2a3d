import { describe, expect, it } from 'vitest';
import type { ProgramFilter } from '@/api/contract/program';
import { makeEvent } from './event-fixture';
import { applyProgramFilter, emptyFilter, filterIsEmpty } from './program-filter';
import { buildSearchIndex, type SearchIndex } from './search-index';

const techno = { id: 1, name: 'Techno' };
const house = { id: 2, name: 'House' };

const events = [
  makeEvent({
    id: 1,
    title: 'Björk Night',
    dateTime: '2025-08-15T23:00:00+02:00',
    genres: [techno],
    artists: [{ id: 10, name: 'Ellen Allien', profilePicture: null, labelRole: 'Artist' }],
    venue: { id: 100, name: 'Straßenbahn Depot' },
  }),
  makeEvent({
    id: 2,
    title: 'after hours',
    dateTime: '2025-08-16T03:00:00+02:00',
    genres: [house, techno],
    venue: { id: 101, name: 'Berghain' },
  }),
  makeEvent({
    id: 3,
    title: 'Future of Streaming',
    dateTime: '2025-08-16T10:00:00+02:00',
    conference: true,
    conferenceType: 'Panel',
    conferenceTopics: ['Streaming', 'Business'],
  }),
  makeEvent({
    id: 4,
    title: '2025 Keynote',
    dateTime: '2025-08-17T11:00:00+02:00',
    conference: true,
    conferenceType: 'Keynote',
    conferenceTopics: ['AI'],
  }),
];

const only = (filter: Partial<ProgramFilter>, search?: string) =>
  applyProgramFilter(events, { ...emptyFilter(), ...filter }, { search }).map((e) => e.id);

describe('applyProgramFilter', () => {
  it('keeps everything with an empty filter and no search', () => {
    expect(only({})).toEqual([1, 2, 3, 4]);
  });

  it('filters by program day, counting a 03:00 set for its night', () => {
    expect(only({ selectedDates: ['2025-08-15'] })).toEqual([1, 2]);
    expect(only({ selectedDates: ['2025-08-16', '2025-08-17'] })).toEqual([3, 4]);
  });

  it('filters by weekday name, case ignored', () => {
    expect(only({ selectedDays: ['friday'] })).toEqual([1, 2]);
    expect(only({ selectedDays: ['Sunday', 'saturday'] })).toEqual([3, 4]);
  });

  it('filters by genre id, any genre matching', () => {
    expect(only({ selectedGenres: [house] })).toEqual([2]);
    expect(only({ selectedGenres: [{ id: 1, name: 'renamed' }] })).toEqual([1, 2]);
  });

  it('filters by type', () => {
    expect(only({ selectedTypes: ['conference'] })).toEqual([3, 4]);
    expect(only({ selectedTypes: ['festival'] })).toEqual([1, 2]);
    expect(only({ selectedTypes: ['festival', 'conference'] })).toEqual([1, 2, 3, 4]);
  });

  it('filters by conference type and topic, leaving only conference events', () => {
    expect(only({ selectedConferenceTypes: ['Keynote'] })).toEqual([4]);
    expect(only({ selectedConferenceTopics: ['Business', 'AI'] })).toEqual([3, 4]);
    expect(only({ selectedConferenceTopics: ['Fashion'] })).toEqual([]);
  });

  it('filters by the first letter of the title', () => {
    expect(only({ character: 'A' })).toEqual([2]);
    expect(only({ character: 'B' })).toEqual([1]);
    expect(only({ character: 'K' })).toEqual([]);
  });

  it('requires every criterion that is set', () => {
    expect(only({ selectedGenres: [techno], selectedDates: ['2025-08-15'] })).toEqual([1, 2]);
    expect(only({ selectedGenres: [techno], character: 'A' })).toEqual([2]);
    expect(only({ selectedTypes: ['conference'], selectedGenres: [techno] })).toEqual([]);
  });

  it('searches title, artist names and venue name without case or accents', () => {
    expect(only({}, 'bjork')).toEqual([1]);
    expect(only({}, 'ELLEN')).toEqual([1]);
    expect(only({}, 'strassenbahn')).toEqual([1]);
    expect(only({}, 'berghain')).toEqual([2]);
    expect(only({}, 'stream')).toEqual([3]);
    expect(only({}, '  ')).toEqual([1, 2, 3, 4]);
  });

  it('needs every search word, each within one field or across fields', () => {
    expect(only({}, 'allien depot')).toEqual([1]);
    expect(only({}, 'allien berghain')).toEqual([]);
    // A word never spans the border between two fields.
    expect(only({}, 'nightellen')).toEqual([]);
  });

  it('does not search the description', () => {
    const described = makeEvent({ id: 9, description: 'secret guest' });
    expect(applyProgramFilter([described], emptyFilter(), { search: 'secret' })).toEqual([]);
  });

  it('gives the same result with a prebuilt index', () => {
    const index = buildSearchIndex(events);
    const filter = { ...emptyFilter(), selectedDays: ['friday'] };
    expect(applyProgramFilter(events, filter, { search: 'after', index })).toEqual([events[1]]);
  });

  it('fills an empty index as searches need it, with the same results', () => {
    const index: SearchIndex = new WeakMap();
    const filter = { ...emptyFilter(), selectedDays: ['friday'] };
    expect(applyProgramFilter(events, filter, { search: 'after', index })).toEqual([events[1]]);
    expect(events.every((event) => index.has(event))).toBe(true);
  });

  it('needs no index entries for type, genre and conference criteria', () => {
    const index: SearchIndex = new WeakMap();
    applyProgramFilter(events, { ...emptyFilter(), selectedTypes: ['festival'] }, { index });
    expect(events.some((event) => index.has(event))).toBe(false);
  });

  it('filters 5,000 events correctly with one index', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeEvent({
        id: i + 1,
        title: i % 2 === 0 ? `Set ${i}` : `Talk ${i}`,
        conference: i % 2 === 1,
        dateTime: `2025-08-${String(15 + (i % 3)).padStart(2, '0')}T21:00:00+02:00`,
        genres: i % 5 === 0 ? [techno] : [house],
        artists: [{ id: i, name: `Artist ${i}`, profilePicture: null, labelRole: 'Artist' }],
      }),
    );
    const index = buildSearchIndex(many);
    const festivalTechno = applyProgramFilter(
      many,
      { ...emptyFilter(), selectedTypes: ['festival'], selectedGenres: [techno] },
      { index },
    );
    // Even i that are multiples of 5: multiples of 10 below 5000.
    expect(festivalTechno).toHaveLength(500);
    expect(festivalTechno.every((e) => !e.conference && e.id % 10 === 1)).toBe(true);

    const saturday = applyProgramFilter(
      many,
      { ...emptyFilter(), selectedDates: ['2025-08-16'] },
      { index },
    );
    expect(saturday).toHaveLength(1667);

    expect(
      applyProgramFilter(many, emptyFilter(), { search: 'artist 4999', index }).map((e) => e.id),
    ).toEqual([5000]);
  });
});

describe('filterIsEmpty', () => {
  it('is true only when nothing is selected', () => {
    expect(filterIsEmpty(emptyFilter())).toBe(true);
    expect(filterIsEmpty({ ...emptyFilter(), character: 'A' })).toBe(false);
    expect(filterIsEmpty({ ...emptyFilter(), selectedDays: ['friday'] })).toBe(false);
    expect(filterIsEmpty({ ...emptyFilter(), selectedConferenceTopics: ['AI'] })).toBe(false);
  });
});
