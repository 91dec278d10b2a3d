import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedLink, calendarFeedStatus } from '../../../src/api/contract/calendar';
import { errorBody, okBody } from '../../../src/api/contract/common';
import { currentUser } from '../../plugins/auth';
import { createCalendarService } from './service';

/** The subscribable iCal feed of the caller's timetable: create (rotate), status, revoke, read. */
export const calendarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCalendarService({ db: app.db, publicUrl: app.config.publicUrl });

  app.post('/calendar/feed', {
    onRequest: app.requireAuth,
    schema: { response: { 200: calendarFeedLink, 401: errorBody } },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.createFeed(currentUser(request).id);
    },
  });

  app.get('/calendar/feed', {
    onRequest: app.requireAuth,
    schema: { response: { 200: calendarFeedStatus, 401: errorBody } },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.status(currentUser(request).id);
    },
  });

  app.delete('/calendar/feed', {
    onRequest: app.requireAuth,
    schema: { response: { 200: okBody, 401: errorBody } },
    handler: async (request) => {
      await service.revoke(currentUser(request).id);
      return { ok: true as const };
    },
  });

  // Calendar apps poll this without our frontend token or a login; the token is the secret,
  // so the route logs only warnings (the request log would write the URL).
  app.get('/calendar/feed/:file', {
    config: { public: true },
    logLevel: 'warn',
    schema: {
      params: z.object({ file: z.string() }),
      // iCalendar text; a string payload is sent as it is, not serialised as JSON.
      response: { 200: z.string(), 404: errorBody },
    },
    handler: async (request, reply) => {
      const ics = await service.feed(request.params.file);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="festival-timetable.ics"')
        .header('Cache-Control', 'private, max-age=300')
        .send(ics);
    },
  });

  done();
};
