import type { EventArtist, EventDto } from './program';
import { isFields, isInt, isText, isTextOrNull, listOf, readGenre } from './program-filter';

// A first visit shows the program's download before anything is stored, and zod with the
// contract's schemas would add ~30 KB (gzip) in front of that first paint: this reads the event
// list by hand. event-reader.test.ts keeps it equal to `eventList` in program.ts (the sync, which
// stores the same download, still parses it with zod).

export const LABEL_ROLES = ['Artist', 'Speaker', 'Speaker & Artist'] as const;
export const EVENT_STATES = ['PUBLISHED', 'DRAFT'] as const;

// zod's z.iso.datetime({ offset: true }): RFC 3339 with seconds, then Z or an offset.
const DATE =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?';
const ISO_DATE_TIME = new RegExp(`^${DATE}T(?:${TIME}(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`);

const isDateTime = (value: unknown): value is string => isText(value) && ISO_DATE_TIME.test(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((known) => known === value);

const readArtist = (value: unknown): EventArtist | null =>
  isFields(value) &&
  isInt(value.id) &&
  isText(value.name) &&
  isTextOrNull(value.profilePicture) &&
  (value.labelRole === null || isOneOf(LABEL_ROLES, value.labelRole))
    ? {
        id: value.id,
        name: value.name,
        profilePicture: value.profilePicture,
        labelRole: value.labelRole,
      }
    : null;

/** One event as `eventDto` parses it (unknown keys dropped), or null. */
export const readEvent = (value: unknown): EventDto | null => {
  if (!isFields(value)) return null;
  const { id, title, description, dateTime, end, ticketLink, conference, thumbnail, year } = value;
  const { conferenceType, instagramLink, facebookLink, state, createdBy, updatedAt } = value;
  const genres = listOf(value.genres, readGenre);
  const artists = listOf(value.artists, readArtist);
  // A venue reference has a genre reference's shape: id and name.
  const venue = value.venue === null ? null : readGenre(value.venue);
  const conferenceTopics = listOf(value.conferenceTopics, (item) => (isText(item) ? item : null));
  const editableBy = listOf(value.editableBy, (item) => (isInt(item) ? item : null));
  const active = value.activeInCurrentEventRotation;
  if (!isInt(id) || !isText(title) || !isTextOrNull(description) || !isDateTime(dateTime)) {
    return null;
  }
  if (!(end === null || isDateTime(end)) || !isTextOrNull(ticketLink)) return null;
  if (typeof conference !== 'boolean' || !genres || !isTextOrNull(thumbnail) || !artists) {
    return null;
  }
  if (!isInt(year) || (value.venue !== null && !venue) || !conferenceTopics) return null;
  if (!isTextOrNull(conferenceType) || !isTextOrNull(instagramLink)) return null;
  if (!isTextOrNull(facebookLink) || !isOneOf(EVENT_STATES, state)) return null;
  if (!(createdBy === null || isInt(createdBy)) || !editableBy) return null;
  if (typeof active !== 'boolean' || !isDateTime(updatedAt)) return null;
  return {
    id,
    title,
    description,
    dateTime,
    end,
    ticketLink,
    conference,
    genres,
    thumbnail,
    artists,
    year,
    venue,
    conferenceTopics,
    conferenceType,
    instagramLink,
    facebookLink,
    state,
    createdBy,
    editableBy,
    activeInCurrentEventRotation: active,
    updatedAt,
  };
};

/** The program's event list as `eventList` parses it (unknown keys dropped), or null. */
export const readEventList = (value: unknown): EventDto[] | null => listOf(value, readEvent);
