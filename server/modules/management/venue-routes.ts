import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import { MANAGEMENT_MESSAGES, venueInput } from '../../../src/api/contract/management';
import { venueDto } from '../../../src/api/contract/program';
import { venues } from '../../db/schema/program';
import { HttpError } from '../../plugins/http-error';
import { fileUrlOf } from '../program/program-sql';
import { imageFileId } from './images';
import { notifyProgramChanged } from './program-changed';
import { STAFF } from './staff';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const notFound = () => new HttpError(404, MANAGEMENT_MESSAGES.venueNotFound);

/** Spec §7 venue/update (id null creates) and venue/delete/{id}, for the management area. */
export const venueAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const staff = app.requireRole(...STAFF);
  const db = app.db;

  const venueById = async (id: number) => {
    const [row] = await db
      .select({
        id: venues.id,
        name: venues.name,
        latitude: venues.latitude,
        longitude: venues.longitude,
        image: fileUrlOf(venues.imageFileId),
        website: venues.website,
      })
      .from(venues)
      .where(eq(venues.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.post('/venue/update', {
    onRequest: staff,
    schema: { body: venueInput, response: { 200: venueDto, ...failures } },
    handler: async (request) => {
      const { id, image, ...fields } = request.body;
      const venueId = await db.transaction(async (tx) => {
        const file = await imageFileId(tx, image);
        const values = {
          name: fields.name,
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          website: fields.website,
          ...(file === undefined ? {} : { imageFileId: file }),
        };
        if (!id) {
          const [row] = await tx
            .insert(venues)
            .values({ ...values, createdBy: request.user?.id ?? null })
            .returning({ id: venues.id });
          if (!row) throw new Error('The venue was not stored');
          return row.id;
        }
        const rows = await tx
          .update(venues)
          .set(values)
          .where(eq(venues.id, id))
          .returning({ id: venues.id });
        if (rows.length === 0) throw notFound();
        return id;
      });
      notifyProgramChanged(db, { reason: 'venue' });
      return venueById(venueId);
    },
  });

  app.get('/venue/delete/:id', {
    onRequest: staff,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      const rows = await db
        .delete(venues)
        .where(eq(venues.id, request.params.id))
        .returning({ id: venues.id });
      if (rows.length === 0) throw notFound();
      notifyProgramChanged(db, { reason: 'venue' });
      return { ok: true as const };
    },
  });

  done();
};
