import type { ArtistDto, EventDto, FilterValuesDto, VenueDto } from '@/api/contract/program';

export const eventFixture = (id: number, patch: Partial<EventDto> = {}): EventDto => ({
  id,
  title: `Event ${id}`,
  description: null,
  dateTime: '2025-07-18T21:00:00+02:00',
  end: null,
  ticketLink: null,
  conference: false,
  genres: [{ id: 1, name: 'Techno' }],
  thumbnail: `/api/file/${id}`,
  artists: [{ id: 5, name: 'DJ Five', profilePicture: null, labelRole: 'Artist' }],
  year: 2025,
  venue: { id: 3, name: 'Hall' },
  conferenceTopics: [],
  conferenceType: null,
  instagramLink: null,
  facebookLink: null,
  state: 'PUBLISHED',
  createdBy: null,
  editableBy: [],
  activeInCurrentEventRotation: true,
  updatedAt: '2025-05-01T10:00:00+02:00',
  revision: 0,
  ...patch,
});

export const artistFixture = (id: number): ArtistDto => ({
  id,
  name: `Artist ${id}`,
  profilePicture: null,
  labelRole: 'Speaker',
  genres: [],
  years: [2025],
});

export const venueFixture = (id: number): VenueDto => ({
  id,
  name: `Venue ${id}`,
  latitude: 52.5,
  longitude: 13.4,
  image: null,
  website: null,
});

export const filterValuesFixture = (): FilterValuesDto => ({
  allDates: ['2025-07-18', '2025-07-19'],
  allGenres: [{ id: 1, name: 'Techno' }],
  allConferenceTypes: ['Panel'],
  allConferenceTopics: ['Networking'],
});
