import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../../src/api/contract/common';
import {
  type AdminArtistPage,
  type AdminListRequest,
  type artistInput,
  MANAGEMENT_MESSAGES,
} from '../../../src/api/contract/management';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { uniqueViolation } from '../auth/unique-violation';
import { festivalYear } from '../program/festival-year';
import { toPage } from '../program/paging';
import { assertCanEdit, assertCanShare, canEdit } from './access';
import * as queries from './artist-queries';
import { imageFileId } from './images';
import { notifyProgramChanged } from './program-changed';

type ArtistInput = z.output<typeof artistInput>;

const notFound = () => new HttpError(404, MANAGEMENT_MESSAGES.artistNotFound);

export function createArtistAdminService(db: Database) {
  const owned = async (id: number) => {
    const artist = await queries.findArtistOwnership(db, id);
    if (!artist) throw notFound();
    return artist;
  };

  const nameTaken = (error: unknown) =>
    uniqueViolation(error) === 'users_name_lower_key'
      ? new HttpError(409, MANAGEMENT_MESSAGES.nameExists)
      : error;

  return {
    async page(n: number, request: AdminListRequest, user: AuthUser): Promise<AdminArtistPage> {
      // No year: the festival's default year; null: every year (the event artists picker).
      const year = request.year === undefined ? await festivalYear(db) : request.year;
      const search = request.search?.trim() || undefined;
      const size = DEFAULT_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        queries.findArtistsPage(db, year, search, { offset: n * size, limit: size }),
        queries.countArtistsOf(db, year, search),
      ]);
      return toPage(
        rows.map((row) => ({ ...row, canEdit: canEdit(row, user) })),
        total,
        n,
        size,
      );
    },

    /** Creates a phantom artist (id null) or edits one the caller may edit. */
    async edit(input: ArtistInput, user: AuthUser): Promise<number> {
      try {
        if (!input.id) {
          const years = input.years ?? [await festivalYear(db)];
          return await db.transaction(async (tx) => {
            const created = await queries.insertPhantomArtist(tx, {
              name: input.name,
              roleLabel: input.labelRole ?? null,
              imageFileId: (await imageFileId(tx, input.profilePicture)) ?? null,
              years,
              email: `phantom-${randomUUID()}@phantom.festival.invalid`,
              createdBy: user.id,
            });
            await recordAudit(tx, user, {
              action: 'artist.create',
              targetKind: 'artist',
              targetId: created,
              summary: `years ${years.join(', ')}`,
            });
            return created;
          });
        }
        const id = input.id;
        assertCanEdit(await owned(id), user, MANAGEMENT_MESSAGES.notEditor);
        await db.transaction(async (tx) => {
          const image = await imageFileId(tx, input.profilePicture);
          await queries.updateArtist(tx, id, {
            name: input.name,
            ...(input.labelRole === undefined ? {} : { roleLabel: input.labelRole }),
            ...(image === undefined ? {} : { imageFileId: image }),
            ...(input.years ? { years: input.years } : {}),
          });
          // An artist's name is personal data: the log names the fields, not their values.
          const fields = ['name', 'labelRole', 'profilePicture', 'years'] as const;
          await recordAudit(tx, user, {
            action: 'artist.update',
            targetKind: 'artist',
            targetId: id,
            summary: fields.filter((field) => input[field] !== undefined).join(', '),
          });
        });
        notifyProgramChanged(db, { reason: 'artist' });
        return id;
      } catch (error) {
        throw nameTaken(error);
      }
    },

    /** Spec §4: the switch flips at once in the app and reverts when this fails. */
    async setVisibility(id: number, visible: boolean, user: AuthUser): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await queries.setVisibleOnWebsite(tx, id, visible))) throw notFound();
        await recordAudit(tx, user, {
          action: visible ? 'artist.show' : 'artist.hide',
          targetKind: 'artist',
          targetId: id,
        });
      });
      notifyProgramChanged(db, { reason: 'artist' });
    },

    async share(id: number, ids: number[], user: AuthUser): Promise<void> {
      assertCanShare(await owned(id), user, MANAGEMENT_MESSAGES.onlyCreator);
      const added = [...new Set(ids)];
      await db.transaction(async (tx) => {
        await queries.addArtistEditors(tx, id, added);
        await recordAudit(tx, user, {
          action: 'artist.share',
          targetKind: 'artist',
          targetId: id,
          summary: added.map((editor) => `#${editor}`).join(', '),
        });
      });
    },
  };
}
