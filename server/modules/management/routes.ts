import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '../audit/routes';
import { publishProgramChanged } from '../push/program-change';
import { artistAdminRoutes } from './artist-routes';
import { dashboardRoutes } from './dashboard-routes';
import { eventAdminRoutes } from './event-routes';
import { onProgramChanged } from './program-changed';
import { userAdminRoutes } from './user-routes';
import { venueAdminRoutes } from './venue-routes';
import { scheduleImportRoutes } from '../schedule-import/routes';

/** The management area (spec §2, §6, §7), registered under /api. */
export const managementRoutes: FastifyPluginAsync = async (app) => {
  // An edited, published/drafted or deleted event tells the people who saved it (push module).
  const stop = onProgramChanged(app.db, (change) => {
    if (change.eventId === undefined) return;
    if (!['event-updated', 'event-state', 'event-deleted'].includes(change.reason)) return;
    return publishProgramChanged(app.bus, change.eventId, change.reason === 'event-deleted');
  });
  app.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });

  await app.register(dashboardRoutes);
  await app.register(eventAdminRoutes);
  await app.register(artistAdminRoutes);
  await app.register(venueAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(auditRoutes);
  await app.register(scheduleImportRoutes);
};
