import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, errorBody, idParam } from '../../../src/api/contract/common';
import { MAX_IMAGE_BYTES, uploadedFile, uploadQuery } from '../../../src/api/contract/files';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { matchesEtag, notModifiedBody } from '../program/etag';
import { findFile } from './queries';
import { readUploadField, storeUpload } from './upload';

// Binary answers skip the JSON serializer; the schema only types the handler.
const fileBytes = z.instanceof(Buffer);

// A stored file never changes: a new upload gets a new id.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Uploads are shown by <img> only; opened directly (an SVG, say) they must not run anything.
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

// Room for an oversize image to arrive, so it gets the §5 message rather than a bare 413.
const UPLOAD_BODY_LIMIT = 2 * MAX_IMAGE_BYTES + 64 * 1024;

/**
 * GET /api/file/{id}: uploads for <img> tags (no login, no frontend token; spec §7 Other).
 * POST /api/file/upload: an image in the multipart field `file` (login).
 */
export const fileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Scoped to this plugin: only the upload route takes multipart bodies, read whole (≤ 2 MB).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, parsed) => parsed(null, body),
  );

  app.post('/file/upload', {
    onRequest: app.requireAuth,
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      querystring: uploadQuery,
      response: {
        201: uploadedFile,
        400: errorBody,
        401: errorBody,
        413: errorBody,
        415: errorBody,
        422: errorBody,
      },
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const raw = await readUploadField(body, request.headers['content-type']);
      const stored = await storeUpload(app.db, raw, currentUser(request).id, request.query.profile);
      return reply.code(201).send(stored);
    },
  });

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
      // An SVG site plan opened on its own is saved, not shown: <img> still draws it.
      if (file.mime === 'image/svg+xml') {
        reply.header('Content-Disposition', 'attachment; filename="site-plan.svg"');
      }
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const { bytes } = file;
      return reply
        .type(file.mime)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
  done();
};
