import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import { ownedTicketList, redeemResult, ticketCodeParams } from '../../../src/api/contract/tickets';
import { currentUser } from '../../plugins/auth';
import { createTicketService } from './service';

/** /api own tickets and redeeming a ticket by its code (spec §2 Add ticket, /tickets). */
export const ticketRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createTicketService(app.db);

  app.get('/ticket/my/all', {
    onRequest: app.requireAuth,
    schema: { response: { 200: ownedTicketList, 401: errorBody } },
    handler: (request) => service.myTickets(currentUser(request).id),
  });

  app.get('/ticket/scan/:code', {
    onRequest: app.requireAuth,
    schema: {
      params: ticketCodeParams,
      response: {
        200: redeemResult,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: errorBody,
      },
    },
    handler: (request) => service.redeem(request.params.code, currentUser(request).id),
  });
  done();
};
