import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../src/api/contract/common';
import { ticketUidParams } from '../../../src/api/contract/tickets';
import { MAX_CREDENTIAL_VERSION } from '../../../src/api/contract/ticket-credential';
import { googleWalletLink } from '../../../src/api/contract/wallet';
import { currentUser } from '../../plugins/auth';
import { PKPASS_MIME_TYPE } from './apple-pass';
import { createWalletService } from './service';

/** Which credential version a pass is asked for: the one the app shows as QR code. */
const walletPassQuery = z.object({
  v: z.coerce.number().int().min(1).max(MAX_CREDENTIAL_VERSION),
});

const failures = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * /api wallet passes of one's own ticket (issue #38). Registered always, so the authorisation
 * matrix sees them; a wallet the operator did not configure answers 404.
 */
export const walletRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createWalletService({
    db: app.db,
    keys: app.ticketKeys,
    settings: app.config.wallet,
    publicUrl: app.config.publicUrl,
  });
  const noStore = { 'Cache-Control': 'private, no-store' };

  app.get('/ticket/:uid/wallet/apple', {
    onRequest: app.requireAuth,
    schema: { params: ticketUidParams, querystring: walletPassQuery },
    handler: async (request, reply) => {
      const pass = await service.applePass(
        request.params.uid,
        request.query.v,
        currentUser(request).id,
      );
      return reply
        .type(PKPASS_MIME_TYPE)
        .headers(noStore)
        .header('Content-Disposition', 'attachment; filename="ticket.pkpass"')
        .send(pass);
    },
  });

  app.get('/ticket/:uid/wallet/google', {
    onRequest: app.requireAuth,
    schema: {
      params: ticketUidParams,
      querystring: walletPassQuery,
      response: { 200: googleWalletLink, ...failures },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      const saveUrl = await service.googleSaveUrl(
        request.params.uid,
        request.query.v,
        currentUser(request).id,
      );
      return { saveUrl };
    },
  });

  done();
};
