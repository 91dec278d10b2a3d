import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  MAX_SITE_PLAN_BYTES,
  siteMapDto,
  siteMapInput,
  uploadedSitePlan,
} from '../../../src/api/contract/site-map';
import { currentUser } from '../../plugins/auth';
import { readUploadField } from '../files/upload';
import { isNotModified, notModifiedBody, strongEtag } from '../program/etag';
import { createSiteMapService } from './service';

// Room for an oversize plan to arrive, so it gets the site map's message rather than a bare 413.
const PLAN_BODY_LIMIT = 2 * MAX_SITE_PLAN_BYTES + 64 * 1024;
const failures = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * GET /api/site-map: the plan and its points, for everyone (synced for offline use with the program).
 * POST /api/site-map/plan (multipart field `file`) and POST /api/site-map/update: admins only, as
 * the plan places every venue and venues belong to their creators.
 */
export const siteMapRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createSiteMapService(app.db);
  const admin = app.requireRole('ROLE_ADMIN');

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: PLAN_BODY_LIMIT },
    (_request, body, parsed) => parsed(null, body),
  );

  app.get('/site-map', {
    schema: { response: { 200: siteMapDto, 304: notModifiedBody } },
    handler: async (request, reply) => {
      const map = await service.read();
      if (isNotModified(request, reply, strongEtag('site-map', map))) return reply.code(304).send();
      return map;
    },
  });

  app.post('/site-map/plan', {
    onRequest: admin,
    bodyLimit: PLAN_BODY_LIMIT,
    schema: {
      response: {
        201: uploadedSitePlan,
        ...failures,
        413: errorBody,
        415: errorBody,
        422: errorBody,
      },
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const raw = await readUploadField(body, request.headers['content-type']);
      return reply.code(201).send(await service.uploadPlan(raw, currentUser(request).id));
    },
  });

  app.post('/site-map/update', {
    onRequest: admin,
    schema: { body: siteMapInput, response: { 200: siteMapDto, ...failures } },
    handler: (request) => service.save(request.body),
  });

  done();
};
