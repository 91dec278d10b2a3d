import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../src/api/contract/common';
import type { DatabaseKind } from '../db/client';

/** GET /api/health for load balancers and start-up checks (no frontend token needed). */
export const healthRoutes: FastifyPluginCallbackZod<{ kind: DatabaseKind }> = (
  app,
  options,
  done,
) => {
  app.get('/api/health', {
    schema: { response: { 200: healthResponse } },
    handler: () => ({ status: 'ok' as const, db: options.kind }),
  });
  done();
};
