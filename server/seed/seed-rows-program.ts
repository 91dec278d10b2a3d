import type { eventArtists, eventEditors, eventGenres, events, venues } from '../db/schema/program';
import type { settings } from '../db/schema/reference';
import type { SeedData } from './seed-types';

export const venueRows = (data: SeedData): (typeof venues.$inferInsert)[] =>
  data.venues.map((venue) => ({
    id: venue.id,
    name: venue.name,
    latitude: venue.latitude,
    longitude: venue.longitude,
    imageFileId: venue.imageFileId,
    website: venue.website,
    createdBy: 1,
  }));

export const eventRows = (data: SeedData): (typeof events.$inferInsert)[] =>
  data.events.map((event) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    dateTime: event.startsAt,
    endTime: event.endsAt,
    ticketLink: event.ticketLink,
    conference: event.conference,
    thumbnailFileId: event.thumbnailFileId,
    year: event.year,
    venueId: event.venueId,
    conferenceTopics: event.conferenceTopics,
    conferenceType: event.conferenceType,
    instagramLink: event.instagramLink,
    facebookLink: event.facebookLink,
    state: event.state,
    createdBy: event.createdById,
    activeInCurrentEventRotation: event.activeInCurrentEventRotation,
    createdAt: event.createdAt,
    updatedAt: event.createdAt,
  }));

export const eventLinkRows = (data: SeedData) => ({
  artists: data.events.flatMap((e) =>
    e.artistIds.map((userId, position): typeof eventArtists.$inferInsert => ({
      eventId: e.id,
      userId,
      position,
    })),
  ),
  genres: data.events.flatMap((e) =>
    e.genreIds.map((genreId): typeof eventGenres.$inferInsert => ({ eventId: e.id, genreId })),
  ),
  editors: data.events.flatMap((e) =>
    e.editableByIds.map((userId): typeof eventEditors.$inferInsert => ({ eventId: e.id, userId })),
  ),
});

/**
 * Keys the program module reads (`defaultYear`), the year filter offers (`yearOptions`) and the
 * tickets PDF heads with (`festival`; the demo venues lie along the Spree at Osthafen).
 */
export const settingRows = (data: SeedData): (typeof settings.$inferInsert)[] => [
  { key: 'yearOptions', value: data.settings.yearOptions },
  { key: 'defaultYear', value: data.settings.defaultYear },
  { key: 'festival', value: { name: 'Festival', place: 'Osthafen, Berlin' } },
];
