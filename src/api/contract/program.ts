import { z } from 'zod';

/** Program data the app keeps offline (spec §3 Event, Venue, Artist, Program filter; §7). */

const isoDateTime = z.iso.datetime({ offset: true });

export const genreRef = z.object({ id: z.number().int(), name: z.string() });
export type GenreRef = z.infer<typeof genreRef>;

export const LABEL_ROLES = ['Artist', 'Speaker', 'Speaker & Artist'] as const;
export const EVENT_STATES = ['PUBLISHED', 'DRAFT'] as const;
export const EVENT_TYPES = ['conference', 'festival'] as const;

export const labelRole = z.enum(LABEL_ROLES).nullable();
export type LabelRole = z.infer<typeof labelRole>;

export const eventState = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof eventState>;

export const eventArtist = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  labelRole,
});
export type EventArtist = z.infer<typeof eventArtist>;

export const venueRef = z.object({ id: z.number().int(), name: z.string() });
export type VenueRef = z.infer<typeof venueRef>;

export const eventDto = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO date-time with offset, Europe/Berlin (spec §5 Event dates). */
  dateTime: isoDateTime,
  end: isoDateTime.nullable(),
  ticketLink: z.string().nullable(),
  conference: z.boolean(),
  genres: z.array(genreRef),
  /** Relative URL of an upload, e.g. /api/file/12. */
  thumbnail: z.string().nullable(),
  artists: z.array(eventArtist),
  year: z.number().int(),
  venue: venueRef.nullable(),
  conferenceTopics: z.array(z.string()),
  conferenceType: z.string().nullable(),
  instagramLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  state: eventState,
  createdBy: z.number().int().nullable(),
  editableBy: z.array(z.number().int()),
  activeInCurrentEventRotation: z.boolean(),
  updatedAt: isoDateTime,
  /** Goes up with every change of the event (the .ics SEQUENCE, so calendars update their copy). */
  revision: z.number().int().nonnegative(),
});
export type EventDto = z.infer<typeof eventDto>;
export const eventList = z.array(eventDto);

/** Body of POST /api/event/get/all/year; without a year the server answers the current festival year. */
export const eventsByYearRequest = z.object({ year: z.number().int().optional() });
export type EventsByYearRequest = z.infer<typeof eventsByYearRequest>;

export const venueDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null until staff enter the venue's position (the database allows a venue without one). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image: z.string().nullable(),
  website: z.string().nullable(),
});
export type VenueDto = z.infer<typeof venueDto>;
export const venueList = z.array(venueDto);

export const artistDto = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  labelRole,
  genres: z.array(genreRef),
  years: z.array(z.number().int()),
});
export type ArtistDto = z.infer<typeof artistDto>;
export const artistList = z.array(artistDto);

export const filterValuesDto = z.object({
  /** Days with events, yyyy-MM-dd in Europe/Berlin. */
  allDates: z.array(z.iso.date()),
  allGenres: z.array(genreRef),
  allConferenceTypes: z.array(z.string()),
  allConferenceTopics: z.array(z.string()),
});
export type FilterValuesDto = z.infer<typeof filterValuesDto>;

/** GET /api/event/favourites/my: ids of the caller's favourite events. */
export const favouriteIds = z.array(z.number().int());

export const eventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventType>;

export const programFilter = z.object({
  selectedDates: z.array(z.string()),
  selectedGenres: z.array(genreRef),
  selectedDays: z.array(z.string()),
  selectedTypes: z.array(eventType),
  selectedConferenceTypes: z.array(z.string()),
  selectedConferenceTopics: z.array(z.string()),
  /** Alphabet filter (spec §2 Program): one capital letter A–Z, or none. */
  character: z
    .string()
    .regex(/^[A-Z]$/)
    .nullable(),
});
export type ProgramFilter = z.infer<typeof programFilter>;

export const emptyProgramFilter = (): ProgramFilter => ({
  selectedDates: [],
  selectedGenres: [],
  selectedDays: [],
  selectedTypes: [],
  selectedConferenceTypes: [],
  selectedConferenceTopics: [],
  character: null,
});

// A filter kept in local storage (spec §4): every list must be valid, an unusable letter resets.
const storedProgramFilter = programFilter.extend({
  character: programFilter.shape.character.catch(null),
});

/** Restores a filter saved in local storage, or null when it is not one. */
export const parseStoredFilter = (stored: unknown): ProgramFilter | null => {
  const parsed = storedProgramFilter.safeParse(stored);
  return parsed.success ? parsed.data : null;
};
