import type { z } from 'zod';
import {
  type AdminVenue,
  MANAGEMENT_MESSAGES,
  type venueInput,
} from '../../../src/api/contract/management';
import type { VenueDto } from '../../../src/api/contract/program';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { assertCanEdit, canEdit } from './access';
import { imageFileId } from './images';
import { notifyProgramChanged } from './program-changed';
import { eventIdsAtVenue, withProgramChanges } from '../schedule/record-change';
import * as queries from './venue-queries';

type VenueInput = z.output<typeof venueInput>;

const notFound = () => new HttpError(404, MANAGEMENT_MESSAGES.venueNotFound);

// Venues have no editors list (spec §3): the creator and admins may change or delete one.
const ownership = (venue: { createdBy: number | null }) => ({
  createdBy: venue.createdBy,
  editableBy: [],
});

/** Spec §7 venue/update and venue/delete with the creator rule of events (issue #42). */
export function createVenueAdminService(db: Database) {
  const editable = async (id: number, user: AuthUser) => {
    const venue = await queries.findVenue(db, id);
    if (!venue) throw notFound();
    assertCanEdit(ownership(venue), user);
    return venue;
  };

  return {
    async list(user: AuthUser): Promise<AdminVenue[]> {
      const rows = await queries.findAllVenues(db);
      return rows.map(({ createdBy, ...venue }) => ({
        ...venue,
        canEdit: canEdit(ownership({ createdBy }), user),
      }));
    },

    async save(input: VenueInput, user: AuthUser): Promise<VenueDto> {
      const { id, image, ...fields } = input;
      if (id) await editable(id, user);
      const venueId = await db.transaction(async (tx) => {
        const file = await imageFileId(tx, image);
        const values = {
          name: fields.name,
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          website: fields.website,
          ...(file === undefined ? {} : { imageFileId: file }),
        };
        const saved = id ?? (await queries.insertVenue(tx, { ...values, createdBy: user.id }));
        if (id) {
          const held = await eventIdsAtVenue(tx, id);
          const { result: updated } = await withProgramChanges(tx, held, () =>
            queries.updateVenue(tx, id, values),
          );
          if (!updated) throw notFound();
        }
        await recordAudit(tx, user, {
          action: id ? 'venue.update' : 'venue.create',
          targetKind: 'venue',
          targetId: saved,
          summary: fields.name,
        });
        return saved;
      });
      notifyProgramChanged(db, { reason: 'venue' });
      const venue = await queries.findVenue(db, venueId);
      if (!venue) throw notFound();
      // The response schema leaves createdBy out.
      return venue;
    },

    async remove(id: number, user: AuthUser): Promise<void> {
      const venue = await editable(id, user);
      await db.transaction(async (tx) => {
        const held = await eventIdsAtVenue(tx, id);
        const { result: deleted } = await withProgramChanges(tx, held, () =>
          queries.deleteVenue(tx, id),
        );
        if (!deleted) throw notFound();
        await recordAudit(tx, user, {
          action: 'venue.delete',
          targetKind: 'venue',
          targetId: id,
          summary: venue.name,
        });
      });
      notifyProgramChanged(db, { reason: 'venue' });
    },
  };
}
