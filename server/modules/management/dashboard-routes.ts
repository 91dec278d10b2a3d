import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, messageBody } from '../../../src/api/contract/common';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from '../../../src/api/contract/conference';
import {
  MANAGEMENT_MESSAGES,
  managementOptions,
  managementSummary,
} from '../../../src/api/contract/management';
import { genres, tags } from '../../db/schema/reference';
import { festivalYear } from '../program/festival-year';
import { findSetting } from '../program/queries';
import { asc } from 'drizzle-orm';
import { clearCaches } from './caches';
import { countArtists, countEvents } from './event-queries';
import { notifyProgramChanged } from './program-changed';
import { STAFF } from './staff';

const failures = { 401: errorBody, 403: errorBody };

/** Setting key of the years the management year filter offers (seeded: 2024, 2025). */
export const YEAR_OPTIONS_SETTING = 'yearOptions';
const yearList = z.array(z.coerce.number().int().min(2000).max(2100));

/** Spec §7 management/full, cache/clear, and the options the management forms offer. */
export const dashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const staff = app.requireRole(...STAFF);
  const db = app.db;

  app.get('/management/full', {
    onRequest: staff,
    schema: { response: { 200: managementSummary, ...failures } },
    handler: async () => {
      const [countArtistsValue, countEventsValue] = await Promise.all([
        countArtists(db),
        countEvents(db),
      ]);
      return { countArtists: countArtistsValue, countEvents: countEventsValue };
    },
  });

  app.get('/management/options', {
    onRequest: staff,
    schema: { response: { 200: managementOptions, ...failures } },
    handler: async () => {
      const defaultYear = await festivalYear(db);
      const stored = yearList.safeParse(await findSetting(db, YEAR_OPTIONS_SETTING));
      const years = [...new Set([...(stored.success ? stored.data : []), defaultYear])].sort(
        (a, b) => a - b,
      );
      const [genreRows, tagRows] = await Promise.all([
        db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name)),
        db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name)),
      ]);
      return {
        years,
        defaultYear,
        genres: genreRows,
        tags: tagRows,
        conferenceTopics: [...CONFERENCE_TOPICS],
        conferenceTypes: [...CONFERENCE_TYPES],
      };
    },
  });

  app.get('/cache/clear', {
    onRequest: staff,
    schema: { response: { 200: messageBody, ...failures } },
    handler: () => {
      clearCaches(db);
      notifyProgramChanged(db, { reason: 'cache-cleared' }, app.log);
      return { message: MANAGEMENT_MESSAGES.cacheCleared };
    },
  });

  done();
};
