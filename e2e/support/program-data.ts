import { eventList, type EventDto } from '../../src/api/contract/program';
import { apiFetch } from './api';

/** The published program of the current festival year, as the server sends it to the app. */
export async function publishedEvents(): Promise<EventDto[]> {
  const res = await apiFetch('event/get/all/year', { method: 'POST', json: {} });
  if (!res.ok) throw new Error(`POST event/get/all/year: ${res.status} ${await res.text()}`);
  return eventList.parse(await res.json());
}

/** "HH:mm" of an instant on the wall clock in Berlin, computed here and not by the app. */
export const berlinClock = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** "HH:mm" of the same instant in another zone, to prove the app does not use that one. */
export const clockIn = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(new Date(iso));

const endOf = (event: EventDto): number =>
  event.end ? Date.parse(event.end) : Date.parse(event.dateTime) + 60 * 60_000;

/** Two events with an end whose times overlap, at different venues; throws when there is none. */
export function overlappingPair(events: readonly EventDto[]): [EventDto, EventDto] {
  const timed = events
    .filter((event) => event.end !== null)
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  for (let i = 0; i < timed.length; i += 1) {
    const a = timed[i];
    for (let j = i + 1; a && j < timed.length; j += 1) {
      const b = timed[j];
      if (!b || Date.parse(b.dateTime) >= endOf(a)) break;
      if (a.venue?.id !== b.venue?.id) return [a, b];
    }
  }
  throw new Error('The seeded program has no two overlapping events');
}

/** An event that overlaps none of `others` (ends before or starts after each of them). */
export function eventApartFrom(events: readonly EventDto[], others: readonly EventDto[]): EventDto {
  const found = events.find(
    (event) =>
      event.end !== null &&
      !others.some((other) => other.id === event.id) &&
      others.every(
        (other) =>
          endOf(event) <= Date.parse(other.dateTime) || Date.parse(event.dateTime) >= endOf(other),
      ),
  );
  if (!found) throw new Error('No event apart from the chosen ones');
  return found;
}

/** Adds a favourite through the API (GET event/favourites/add/{id}). */
export async function addFavourite(token: string, eventId: number): Promise<void> {
  const res = await apiFetch(`event/favourites/add/${eventId}`, { token });
  if (!res.ok) throw new Error(`favourites/add/${eventId}: ${res.status} ${await res.text()}`);
}
