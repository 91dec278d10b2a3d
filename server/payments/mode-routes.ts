import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { paymentModeDto } from '../../src/api/contract/payments';

/** GET /api/payment/mode: whether the shop takes real money, for its TEST MODE notice. */
export const paymentModeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/payment/mode', {
    config: { public: true },
    schema: { response: { 200: paymentModeDto } },
    handler: (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        testMode: app.payments.testMode,
        paymentsAvailable: app.payments.provider.name !== 'none',
      };
    },
  });
  done();
};
