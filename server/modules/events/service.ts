import type { EventDto } from '../../../src/api/contract/program';
import { PROGRAM_MESSAGES } from '../../../src/api/contract/program-requests';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { registerClearableCache } from '../management/caches';
import { strongEtag } from '../program/etag';
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

// Phones fetch the same full program again and again: keep the last few versions per node.
const CACHED_PROGRAMS = 2;

export function createEventService(db: Database) {
  const programs = new Map<string, EventDto[]>();
  registerClearableCache(db, () => programs.clear());

  return {
    /** The asked year, else the festival's current one. */
    yearOrDefault: async (year: number | undefined): Promise<number> => year ?? festivalYear(db),

    /** ETag of the year's published program; see findProgramVersion for what it covers. */
    async programEtag(year: number): Promise<string> {
      return strongEtag('events', year, await queries.findProgramVersion(db, year));
    },

    /** The year's published program; `etag` (from programEtag, taken first) keys the cache. */
    async eventsOfYear(year: number, etag: string): Promise<EventDto[]> {
      const cached = programs.get(etag);
      if (cached) return cached;
      const program = (await queries.findPublishedEventsOfYear(db, year)).map(toEventDto);
      programs.set(etag, program);
      const oldest = programs.keys().next().value;
      if (programs.size > CACHED_PROGRAMS && oldest !== undefined) programs.delete(oldest);
      return program;
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
