import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { legalNotice } from '../../../src/api/contract/legal';

/** The operator's details for the imprint and privacy pages; public, from the settings. */
export const legalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const notice = app.config.operator;
  app.get('/legal', {
    schema: { response: { 200: legalNotice } },
    handler: () => notice,
  });
  done();
};
