import { expect, it } from 'vitest';
import { generateSeed } from '../../server/seed/generate-seed';
import { eventInput } from '../../src/api/contract/management';
import {
  emptyEventForm,
  formToInput,
  validateEventForm,
  type EventFormValues,
} from '../../src/features/management/events/event-form-rules';

const berlinWallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** As the form's datetime-local inputs hold it: '2025-08-15T23:30'. */
const toInput = (instant: Date) => berlinWallClock.format(instant).replace(' ', 'T');

it('every seeded event passes the event form’s own rules and the server’s contract unchanged', () => {
  const { events } = generateSeed();
  expect(events.length).toBeGreaterThan(100);
  for (const event of events) {
    const values: EventFormValues = {
      ...emptyEventForm(),
      title: event.title,
      description: event.description,
      dateTime: toInput(event.startsAt),
      end: event.endsAt ? toInput(event.endsAt) : '',
      ticketLink: event.ticketLink ?? '',
      instagramLink: event.instagramLink ?? '',
      facebookLink: event.facebookLink ?? '',
      conference: event.conference,
      genres: event.genreIds.map(String),
      venueId: String(event.venueId),
      conferenceTopics: event.conferenceTopics,
      conferenceType: event.conferenceType,
      state: event.state,
      activeInCurrentEventRotation: event.activeInCurrentEventRotation,
    };
    expect(validateEventForm(values), `${event.id} ${event.title}`).toEqual({});
    const sent = eventInput.safeParse(formToInput(values, event.id));
    expect(sent.success, `${event.id}: ${JSON.stringify(sent.error?.issues)}`).toBe(true);
    expect(sent.data?.ticketLink ?? null).toBe(event.ticketLink);
  }
});
