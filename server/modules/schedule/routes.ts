import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  changelogDto,
  changelogParams,
  SCHEDULE_EXPORT_MESSAGES,
  SCHEDULE_XML_MEDIA_TYPE,
  scheduleFeedPaths,
  scheduleParams,
} from '../../../src/api/contract/schedule-export';
import { HttpError } from '../../plugins/http-error';
import { registerClearableCache } from '../management/caches';
import { preferredEncoding } from '../program/accept-encoding';
import { isNotModified, notModifiedBody, strongEtag } from '../program/etag';
import { watchProgramVersion } from '../program/program-version';
import { findChangelog, renderChangelogAtom } from './changelog';
import { createScheduleService, type ScheduleFormat } from './service';

const MEDIA_TYPES: Record<ScheduleFormat, string> = {
  xml: `${SCHEDULE_XML_MEDIA_TYPE}; charset=utf-8`,
  json: 'application/json; charset=utf-8',
};

/**
 * The program for other apps (issue #40): C3VOC schedule.xml / schedule.json per edition and
 * language, the changelog of program versions as JSON (for the public page) and as Atom. Public:
 * schedule apps and feed readers send neither our frontend token nor a login.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const version = await watchProgramVersion(app.database);
  app.addHook('onClose', () => version.close());
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const schedules = createScheduleService({ db: app.db, version, publicUrl: base });
  registerClearableCache(app.db, () => schedules.clear());

  for (const format of ['xml', 'json'] as const) {
    app.get(`/schedule/:year/:lang/schedule.${format}`, {
      config: { public: true },
      schema: {
        params: scheduleParams,
        response: {
          200: z.instanceof(Buffer),
          304: notModifiedBody,
          400: errorBody,
          404: errorBody,
        },
      },
      handler: async (request, reply) => {
        const { year, lang } = request.params;
        const body = await schedules.schedule(year, lang, format);
        if (!body) throw new HttpError(404, SCHEDULE_EXPORT_MESSAGES.nothingPublished);
        reply.header('Vary', 'Accept-Encoding');
        reply.header('Access-Control-Allow-Origin', '*');
        if (isNotModified(request, reply, body.etag)) return reply.code(304).send();
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
        return reply.type(MEDIA_TYPES[format]).send(body.encoded[encoding]);
      },
    });
  }

  app.get('/schedule/:year/changelog', {
    config: { public: true },
    schema: {
      params: changelogParams,
      response: { 200: changelogDto, 304: notModifiedBody, 400: errorBody },
    },
    handler: async (request, reply) => {
      const log = await findChangelog(app.db, request.params.year);
      if (isNotModified(request, reply, strongEtag(log))) return reply.code(304).send();
      return log;
    },
  });

  app.get('/schedule/:year/:lang/changelog.atom', {
    config: { public: true },
    schema: {
      params: scheduleParams,
      response: { 200: z.string(), 304: notModifiedBody, 400: errorBody },
    },
    handler: async (request, reply) => {
      const { year, lang } = request.params;
      const log = await findChangelog(app.db, year);
      const atom = renderChangelogAtom(log, lang, {
        self: `${base}${scheduleFeedPaths(year, lang).atom}`,
        page: `${base}/u/changes/${year}?lang=${lang}`,
      });
      if (isNotModified(request, reply, strongEtag(atom))) return reply.code(304).send();
      return reply.type('application/atom+xml; charset=utf-8').send(atom);
    },
  });
};
