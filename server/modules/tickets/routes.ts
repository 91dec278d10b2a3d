import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, messageBody } from '../../../src/api/contract/common';
import {
  claimOrderRequest,
  claimOrderResult,
  ownedTicketList,
  passedOnTicketList,
  redeemResult,
  startTransferRequest,
  TICKET_MESSAGES,
  ticketCodeParams,
  ticketTransferDto,
  ticketUidParams,
  transferIdParams,
  transferOfferDto,
  transferTokenBody,
} from '../../../src/api/contract/tickets';
import { MAX_CREDENTIAL_VERSION } from '../../../src/api/contract/ticket-credential';
import { mailLanguage } from '../../mail/language';
import { currentUser } from '../../plugins/auth';
import { createTicketService } from './service';
import { createTransferService } from './transfers';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * /api own tickets, adding a ticket nobody owns by its code (spec §2 Add ticket, /tickets),
 * claiming a guest order with its mail's link, and handing a ticket over.
 */
export const ticketRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { db: app.db, keys: app.ticketKeys, publicUrl: app.config.publicUrl };
  const { apple, google } = app.config.wallet;
  const service = createTicketService({
    ...deps,
    wallets: { apple: !!apple, google: !!google },
    testMode: app.payments.testMode,
  });
  const transfers = createTransferService({ ...deps, mailer: app.mailer });
  const noStore = { 'Cache-Control': 'private, no-store' };

  app.get('/ticket/my/all', {
    onRequest: app.requireAuth,
    schema: { response: { 200: ownedTicketList, 401: errorBody } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.myTickets(currentUser(request).id);
    },
  });

  app.get('/ticket/passed-on', {
    onRequest: app.requireAuth,
    schema: { response: { 200: passedOnTicketList, 401: errorBody } },
    handler: (request) => service.passedOn(currentUser(request).id),
  });

  app.get('/ticket/scan/:code', {
    onRequest: app.requireAuth,
    schema: { params: ticketCodeParams, response: { 200: redeemResult, ...failures } },
    handler: (request) => service.redeem(request.params.code, currentUser(request).id),
  });

  // Opened from the ticket list as a plain link: the signed `t` stands in for a login.
  app.get('/ticket/:uid/ticket.pdf', {
    config: { public: true },
    schema: {
      params: ticketUidParams,
      querystring: z.object({
        v: z.coerce.number().int().min(1).max(MAX_CREDENTIAL_VERSION).default(1),
        t: z.string().max(200).default(''),
      }),
    },
    handler: async (request, reply) => {
      const { pdf, orderNumber } = await service.ticketPdf(
        request.params.uid,
        request.query.v,
        request.query.t,
        mailLanguage(request.headers['accept-language']),
      );
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="ticket-${orderNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });

  app.post('/ticket/claim/order', {
    onRequest: app.requireAuth,
    schema: { body: claimOrderRequest, response: { 200: claimOrderResult, ...failures } },
    handler: (request) =>
      service.claimOrder(request.body.orderId, request.body.token, currentUser(request).id),
  });

  app.post('/ticket/:uid/transfer', {
    onRequest: app.requireAuth,
    schema: {
      params: ticketUidParams,
      body: startTransferRequest,
      response: { 200: ticketTransferDto, ...failures },
    },
    handler: (request) =>
      transfers.start(
        request.params.uid,
        currentUser(request).id,
        request.body.toEmail || null,
        mailLanguage(request.headers['accept-language']),
      ),
  });

  app.delete('/ticket/transfer/:transferId', {
    onRequest: app.requireAuth,
    schema: { params: transferIdParams, response: { 200: messageBody, ...failures } },
    handler: async (request) => {
      await transfers.cancel(request.params.transferId, currentUser(request).id);
      return { message: TICKET_MESSAGES.transferCancelled };
    },
  });

  // The recipient may look before logging in; the link's secret stands in for a login.
  app.get('/ticket/transfer/:transferId', {
    schema: {
      params: transferIdParams,
      querystring: z.object({ t: z.string().trim().max(200).default('') }),
      response: { 200: transferOfferDto, ...failures },
    },
    handler: (request) => transfers.offer(request.params.transferId, request.query.t),
  });

  app.post('/ticket/transfer/:transferId/accept', {
    onRequest: app.requireAuth,
    schema: {
      params: transferIdParams,
      body: transferTokenBody,
      response: { 200: messageBody, ...failures },
    },
    handler: async (request) => {
      await transfers.accept(
        request.params.transferId,
        request.body.token,
        currentUser(request).id,
      );
      return { message: TICKET_MESSAGES.transferAccepted };
    },
  });
  done();
};
