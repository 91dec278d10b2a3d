import type { EventDto } from '../../../src/api/contract/program';
import { PROGRAM_MESSAGES } from '../../../src/api/contract/program-requests';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { festivalYear } from '../program/festival-year';
import { toEventDto } from './event-dto';
import * as queries from './queries';

export type EventService = ReturnType<typeof createEventService>;

const eventNotFound = () => new HttpError(404, PROGRAM_MESSAGES.eventNotFound);

/** Drafts are seen by their creator, their editors and admins only (spec §6). */
export function canSeeDraft(
  event: Pick<EventDto, 'createdBy' | 'editableBy'>,
  viewer: AuthUser | null,
) {
  if (!viewer) return false;
  return (
    viewer.roles.includes('ROLE_ADMIN') ||
    event.createdBy === viewer.id ||
    event.editableBy.includes(viewer.id)
  );
}

export function createEventService(db: Database) {
  return {
    /** The festival's current year (when the client names none). */
    defaultYear: (): Promise<number> => festivalYear(db),

    /** The year's published program, in one query (the program cache keeps it serialised). */
    async eventsOfYear(year: number): Promise<EventDto[]> {
      return (await queries.findPublishedEventsOfYear(db, year)).map(toEventDto);
    },

    async eventsOnDay(day: string): Promise<EventDto[]> {
      return (await queries.findPublishedEventsOnDay(db, day)).map(toEventDto);
    },

    async eventsByIds(ids: number[]): Promise<EventDto[]> {
      if (ids.length === 0) return [];
      return (await queries.findPublishedEventsByIds(db, [...new Set(ids)])).map(toEventDto);
    },

    /** One event with its artists; a draft only for those who may edit it, else 404. */
    async event(id: number, viewer: AuthUser | null): Promise<EventDto> {
      const record = await queries.findEvent(db, id);
      const event = record && toEventDto(record);
      if (!event || (event.state !== 'PUBLISHED' && !canSeeDraft(event, viewer))) {
        throw eventNotFound();
      }
      return event;
    },
  };
}
