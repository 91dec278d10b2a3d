import {
  type AdminEventPage,
  type AdminListRequest,
  type EventArtistRequest,
  type eventInput,
  MANAGEMENT_MESSAGES,
} from '../../../src/api/contract/management';
import { DEFAULT_PAGE_SIZE } from '../../../src/api/contract/common';
import type { EventState } from '../../../src/api/contract/program';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { festivalYear } from '../program/festival-year';
import { toPage } from '../program/paging';
import { assertCanEdit, assertCanShare, canEdit, isAdmin, forbidden } from './access';
import { berlinYear, eventInstant } from './event-dates';
import * as queries from './event-queries';
import { imageFileId } from './images';
import { notifyProgramChanged } from './program-changed';
import { withProgramChanges } from '../schedule/record-change';

type EventInput = z.output<typeof eventInput>;

const notFound = () => new HttpError(404, MANAGEMENT_MESSAGES.eventNotFound);

export interface EventAdminHooks {
  /** Runs before an event row is deleted, while its favourites can still be read. */
  beforeDelete?: (eventId: number) => Promise<void>;
}

export function createEventAdminService(db: Database, hooks: EventAdminHooks = {}) {
  const ownership = async (id: number) => (await queries.findEventOwnership(db, id)) ?? null;

  /** The event if `user` may edit it: 404 when missing, 403 for everyone but creator/editors. */
  const editable = async (id: number, user: AuthUser) => {
    const event = await ownership(id);
    if (!event) throw notFound();
    assertCanEdit(event, user, MANAGEMENT_MESSAGES.notEditor);
    return event;
  };

  const columns = async (input: EventInput) => {
    const start = eventInstant(input.dateTime, 'dateTime');
    const end = input.end ? eventInstant(input.end, 'end') : null;
    if (end && end < start) throw new HttpError(400, MANAGEMENT_MESSAGES.endBeforeStart);
    const genreIds = [...new Set(input.genres)];
    if ((await queries.countExistingGenres(db, genreIds)) !== genreIds.length) {
      throw new HttpError(400, 'genres: Unknown genre');
    }
    if (input.venueId && !(await queries.venueExists(db, input.venueId))) {
      throw new HttpError(400, MANAGEMENT_MESSAGES.venueNotFound);
    }
    return {
      genreIds,
      row: {
        title: input.title,
        description: input.description ?? null,
        dateTime: start,
        endTime: end,
        ticketLink: input.ticketLink,
        instagramLink: input.instagramLink,
        facebookLink: input.facebookLink,
        conference: input.conference,
        venueId: input.venueId ?? null,
        // Topics and type belong to conferences only (spec §4 Event type).
        conferenceTopics: input.conference ? [...new Set(input.conferenceTopics)] : [],
        conferenceType: input.conference ? (input.conferenceType ?? null) : null,
        state: input.state,
        activeInCurrentEventRotation: input.activeInCurrentEventRotation,
        year: input.year ?? berlinYear(start),
      },
    };
  };

  return {
    async page(n: number, request: AdminListRequest, user: AuthUser): Promise<AdminEventPage> {
      const year = request.year === undefined ? await festivalYear(db) : request.year;
      const search = request.search?.trim() || undefined;
      const size = DEFAULT_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        queries.findEventsPage(db, year, search, { offset: n * size, limit: size }),
        queries.countEvents(db, year, search),
      ]);
      const content = rows.map((row) => ({ ...row, canEdit: canEdit(row, user) }));
      return toPage(content, total, n, size);
    },

    async create(input: EventInput, user: AuthUser): Promise<number> {
      const { row, genreIds } = await columns(input);
      const id = await db.transaction(async (tx) => {
        const thumbnailFileId = (await imageFileId(tx, input.thumbnail)) ?? null;
        const { result: created } = await withProgramChanges(
          tx,
          [],
          () => queries.insertEvent(tx, { ...row, thumbnailFileId, createdBy: user.id }),
          (createdId) => [createdId],
        );
        await queries.replaceEventGenres(tx, created, genreIds);
        await recordAudit(tx, user, {
          action: 'event.create',
          targetKind: 'event',
          targetId: created,
          summary: row.title,
        });
        return created;
      });
      notifyProgramChanged(db, { reason: 'event-created', eventId: id });
      return id;
    },

    async update(input: EventInput, user: AuthUser): Promise<number> {
      if (!input.id) throw new HttpError(400, 'id: Required');
      const id = input.id;
      await editable(id, user);
      const { row, genreIds } = await columns(input);
      await db.transaction(async (tx) => {
        const thumbnailFileId = await imageFileId(tx, input.thumbnail);
        await withProgramChanges(tx, [id], () =>
          queries.updateEvent(tx, id, {
            ...row,
            ...(thumbnailFileId === undefined ? {} : { thumbnailFileId }),
          }),
        );
        await queries.replaceEventGenres(tx, id, genreIds);
        await recordAudit(tx, user, {
          action: 'event.update',
          targetKind: 'event',
          targetId: id,
          summary: row.title,
        });
      });
      notifyProgramChanged(db, { reason: 'event-updated', eventId: id });
      return id;
    },

    /** Creator or admin only: editors may change an event but not remove it. */
    async remove(id: number, user: AuthUser): Promise<void> {
      const event = await ownership(id);
      if (!event) throw notFound();
      if (!isAdmin(user) && event.createdBy !== user.id) throw forbidden();
      await hooks.beforeDelete?.(id);
      await db.transaction(async (tx) => {
        const { result: deleted } = await withProgramChanges(tx, [id], () =>
          queries.deleteEvent(tx, id),
        );
        if (!deleted) throw notFound();
        await recordAudit(tx, user, {
          action: 'event.delete',
          targetKind: 'event',
          targetId: id,
          summary: event.title,
        });
      });
      notifyProgramChanged(db, { reason: 'event-deleted', eventId: id });
    },

    async changeState(id: number, state: EventState, user: AuthUser): Promise<void> {
      const event = await editable(id, user);
      await db.transaction(async (tx) => {
        await withProgramChanges(tx, [id], () => queries.setEventState(tx, id, state));
        await recordAudit(tx, user, {
          action: state === 'PUBLISHED' ? 'event.publish' : 'event.draft',
          targetKind: 'event',
          targetId: id,
          summary: event.title,
        });
      });
      notifyProgramChanged(db, { reason: 'event-state', eventId: id });
    },

    async addArtist({ eventId, artistId }: EventArtistRequest, user: AuthUser): Promise<void> {
      await editable(eventId, user);
      if (!(await queries.isArtist(db, artistId))) {
        throw new HttpError(404, MANAGEMENT_MESSAGES.artistNotFound);
      }
      await queries.addEventArtist(db, eventId, artistId);
      notifyProgramChanged(db, { reason: 'event-artists', eventId });
    },

    async removeArtist({ eventId, artistId }: EventArtistRequest, user: AuthUser): Promise<void> {
      await editable(eventId, user);
      await queries.removeEventArtist(db, eventId, artistId);
      notifyProgramChanged(db, { reason: 'event-artists', eventId });
    },

    async share(id: number, ids: number[], user: AuthUser): Promise<void> {
      const event = await ownership(id);
      if (!event) throw notFound();
      assertCanShare(event, user, MANAGEMENT_MESSAGES.onlyCreator);
      const added = [...new Set(ids)];
      await db.transaction(async (tx) => {
        await queries.addEventEditors(tx, id, added);
        await recordAudit(tx, user, {
          action: 'event.share',
          targetKind: 'event',
          targetId: id,
          summary: `${event.title}: ${added.map((editor) => `#${editor}`).join(', ')}`,
        });
      });
    },
  };
}
