import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, okBody } from '../../../src/api/contract/common';
import {
  deskRefundRequest,
  deskRefundResult,
  orderDeskPage,
  orderDeskQuery,
  orderExportQuery,
  orderStory,
  orderTicketParams,
  orderUidParam,
} from '../../../src/api/contract/order-desk';
import { pageParam } from '../../../src/api/contract/program-requests';
import { mailLanguage } from '../../mail/language';
import { currentUser } from '../../plugins/auth';
import { createOrderDeskService } from './service';

const failures = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  502: errorBody,
};

/**
 * The staff order desk (issue #38) under /api/management/orders: admins and promoters, who sell
 * the tickets (docs/decisions.md). Buyers' data: never cached.
 */
export const orderDeskRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const desk = createOrderDeskService({
    db: app.db,
    bus: app.bus,
    provider: app.payments.provider,
    credentials: app.ticketKeys.credentials,
  });
  const staff = { onRequest: app.requireRole('ROLE_PROMOTER') };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/management/orders/page/:n', {
    ...staff,
    schema: {
      params: pageParam,
      querystring: orderDeskQuery,
      response: { 200: orderDeskPage, ...failures },
    },
    handler: (request) => desk.search(request.params.n, request.query),
  });

  app.get('/management/orders/export', {
    ...staff,
    schema: { querystring: orderExportQuery, response: { 200: z.string(), ...failures } },
    handler: async (request, reply) => {
      const language = mailLanguage(request.headers['accept-language']);
      const file = await desk.export(request.query, language, currentUser(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });

  app.get('/management/orders/:uid', {
    ...staff,
    schema: { params: orderUidParam, response: { 200: orderStory, ...failures } },
    handler: (request) => desk.story(request.params.uid),
  });

  app.post('/management/orders/:uid/resend', {
    ...staff,
    schema: { params: orderUidParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await desk.resendMail(request.params.uid, currentUser(request));
      return { ok: true as const };
    },
  });

  app.post('/management/orders/:uid/refund', {
    ...staff,
    schema: {
      params: orderUidParam,
      body: deskRefundRequest,
      response: { 200: deskRefundResult, ...failures },
    },
    handler: (request) => desk.refund(request.params.uid, request.body, currentUser(request)),
  });

  app.post('/management/orders/:uid/tickets/:ticketUid/reissue', {
    ...staff,
    schema: { params: orderTicketParams, response: { 200: orderStory, ...failures } },
    handler: (request) =>
      desk.reissue(request.params.uid, request.params.ticketUid, currentUser(request)),
  });
  done();
};
