import { describe, expect, it } from 'vitest';
import { emptyProgramFilter, eventDto, parseStoredFilter } from './program';

describe('parseStoredFilter', () => {
  const stored = {
    ...emptyProgramFilter(),
    selectedDates: ['2025-07-18'],
    selectedGenres: [{ id: 1, name: 'Techno' }],
    selectedTypes: ['conference'],
    character: 'B',
  };

  it('restores a valid stored filter', () => {
    expect(parseStoredFilter(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    'selectedDates',
    'selectedGenres',
    'selectedDays',
    'selectedTypes',
    'selectedConferenceTypes',
    'selectedConferenceTopics',
  ])('rejects a filter whose %s is not an array', (field) => {
    expect(parseStoredFilter({ ...stored, [field]: 'x' })).toBeNull();
    expect(parseStoredFilter({ ...stored, [field]: undefined })).toBeNull();
  });

  it('rejects things that are not filters', () => {
    expect(parseStoredFilter(null)).toBeNull();
    expect(parseStoredFilter('{}')).toBeNull();
    expect(parseStoredFilter([])).toBeNull();
  });

  it('resets an unusable letter instead of dropping the whole filter', () => {
    expect(parseStoredFilter({ ...stored, character: 'ab' })?.character).toBeNull();
    expect(parseStoredFilter({ ...stored, character: undefined })?.character).toBeNull();
  });
});

describe('eventDto', () => {
  it('requires date-times with an offset', () => {
    const event = {
      id: 1,
      title: 'Opening',
      description: null,
      dateTime: '2025-07-18T21:00:00+02:00',
      end: null,
      ticketLink: null,
      conference: false,
      genres: [],
      thumbnail: null,
      artists: [],
      year: 2025,
      venue: null,
      conferenceTopics: [],
      conferenceType: null,
      instagramLink: null,
      facebookLink: null,
      state: 'PUBLISHED',
      createdBy: null,
      editableBy: [],
      activeInCurrentEventRotation: true,
      updatedAt: '2025-05-01T08:00:00Z',
      revision: 0,
    };
    expect(eventDto.safeParse(event).success).toBe(true);
    expect(eventDto.safeParse({ ...event, dateTime: '2025-07-18T21:00:00' }).success).toBe(false);
  });
});
