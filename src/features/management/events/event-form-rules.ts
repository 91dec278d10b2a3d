import {
  isValidTicketLink,
  isValidUrl,
  MAX_GENRES,
  type EventInput,
} from '@/api/contract/management';
import type { EventDto, EventState } from '@/api/contract/program';
import { berlinLocalToIso } from '@/lib/berlin-time';

/** What the event form edits; dates as the datetime-local inputs hold them (Berlin wall clock). */
export interface EventFormValues {
  title: string;
  description: string;
  dateTime: string;
  end: string;
  ticketLink: string;
  instagramLink: string;
  facebookLink: string;
  conference: boolean;
  genres: string[];
  venueId: string | null;
  conferenceTopics: string[];
  conferenceType: string | null;
  thumbnail: string | null;
  state: EventState;
  activeInCurrentEventRotation: boolean;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

export const emptyEventForm = (): EventFormValues => ({
  title: '',
  description: '',
  dateTime: '',
  end: '',
  ticketLink: '',
  instagramLink: '',
  facebookLink: '',
  conference: false,
  genres: [],
  venueId: null,
  conferenceTopics: [],
  conferenceType: null,
  thumbnail: null,
  state: 'PUBLISHED',
  activeInCurrentEventRotation: false,
});

/** '2025-08-15T23:30:00+02:00' → '2025-08-15T23:30': the server sends Berlin wall-clock times. */
const toLocalInput = (iso: string | null): string => (iso ? iso.slice(0, 16) : '');

export const eventToForm = (event: EventDto): EventFormValues => ({
  title: event.title,
  description: event.description ?? '',
  dateTime: toLocalInput(event.dateTime),
  end: toLocalInput(event.end),
  ticketLink: event.ticketLink ?? '',
  instagramLink: event.instagramLink ?? '',
  facebookLink: event.facebookLink ?? '',
  conference: event.conference,
  genres: event.genres.map((genre) => String(genre.id)),
  venueId: event.venue ? String(event.venue.id) : null,
  conferenceTopics: event.conferenceTopics,
  conferenceType: event.conferenceType,
  thumbnail: event.thumbnail,
  state: event.state,
  activeInCurrentEventRotation: event.activeInCurrentEventRotation,
});

/** Keys of the `management` namespace for each broken field; empty when the form may be sent. */
export const validateEventForm = (values: EventFormValues): EventFormErrors => {
  const errors: EventFormErrors = {};
  if (!values.title.trim()) errors.title = 'form.required';
  if (!values.dateTime) errors.dateTime = 'form.required';
  if (values.dateTime && values.end && values.end < values.dateTime)
    errors.end = 'form.endBeforeStart';
  if (!isValidTicketLink(values.ticketLink)) errors.ticketLink = 'form.invalidUrl';
  for (const field of ['instagramLink', 'facebookLink'] as const) {
    if (!isValidUrl(values[field])) errors[field] = 'form.invalidUrl';
  }
  if (values.genres.length > MAX_GENRES) errors.genres = 'form.tooManyGenres';
  return errors;
};

/** The request body: local times converted to Europe/Berlin with offset (spec §5 Event dates). */
export const formToInput = (values: EventFormValues, id: number | null): EventInput => ({
  id,
  title: values.title.trim(),
  description: values.description.trim() || null,
  dateTime: berlinLocalToIso(values.dateTime),
  end: values.end ? berlinLocalToIso(values.end) : null,
  ticketLink: values.ticketLink.trim() || null,
  instagramLink: values.instagramLink.trim() || null,
  facebookLink: values.facebookLink.trim() || null,
  conference: values.conference,
  genres: values.genres.map(Number),
  venueId: values.venueId ? Number(values.venueId) : null,
  conferenceTopics: values.conference
    ? (values.conferenceTopics as EventInput['conferenceTopics'])
    : [],
  conferenceType: values.conference
    ? (values.conferenceType as EventInput['conferenceType'])
    : null,
  thumbnail: values.thumbnail,
  state: values.state,
  activeInCurrentEventRotation: values.activeInCurrentEventRotation,
});
