import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, errorBody, idParam } from '../../../src/api/contract/common';
import { HttpError } from '../../plugins/http-error';
import { matchesEtag, notModifiedBody } from '../program/etag';
import { findFile } from './queries';

// Binary answers skip the JSON serializer; the schema only types the handler.
const fileBytes = z.instanceof(Buffer);

// A stored file never changes: a new upload gets a new id.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Uploads are shown by <img> only; opened directly (an SVG, say) they must not run anything.
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** GET /api/file/{id}: uploads for <img> tags (no login, no frontend token; spec §7 Other). */
export const fileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/file/:id', {
    schema: {
      params: idParam,
      response: { 200: fileBytes, 304: notModifiedBody, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const file = await findFile(app.db, request.params.id);
      if (!file) throw new HttpError(404, API_MESSAGES.notFound);
      const etag = `"${file.sha256}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', FILE_POLICY);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const { bytes } = file;
      return reply
        .type(file.mime)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
  done();
};
