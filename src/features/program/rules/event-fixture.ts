import type { EventDto } from '@/api/contract/program';

/** A valid published event for tests; pass only the fields a test is about. */
export const makeEvent = (overrides: Partial<EventDto> & Pick<EventDto, 'id'>): EventDto => ({
  title: `Event ${overrides.id}`,
  description: null,
  dateTime: '2025-08-15T21:00:00+02:00',
  end: '2025-08-15T23:00:00+02:00',
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
  updatedAt: '2025-07-01T12:00:00+02:00',
  revision: 0,
  ...overrides,
});
