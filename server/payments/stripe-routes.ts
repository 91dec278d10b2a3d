import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../src/api/contract/common';
import { SHOP_MESSAGES } from '../../src/api/contract/shop';
import { donePath } from '../modules/orders/order-links';
import { findOrder } from '../modules/orders/queries';
import { confirmRefund } from '../modules/orders/refunds';
import type { OrderService } from '../modules/orders/service';
import { HttpError } from '../plugins/http-error';
import { STRIPE_SIGNATURE_HEADER, type StripeProvider } from './stripe';

export interface StripeRoutesOptions {
  provider: StripeProvider;
  orders: OrderService;
}

/** Stripe's webhook sends at most a few hundred KiB. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const webhookAnswer = z.object({
  received: z.literal(true),
  orderId: z.string().nullable(),
  status: z.string(),
});

/**
 * Stripe's side: the webhook (POST /api/payment/webhook/stripe), checked on its raw bytes, and
 * the buyer's return from Checkout (GET /api/payment/stripe/return/{order}), which asks Stripe
 * for the session itself. Either settles the order first; settleOrder lets only one through.
 */
export const stripeRoutes: FastifyPluginCallbackZod<StripeRoutesOptions> = (
  app,
  { provider, orders },
  done,
) => {
  // The signature covers the exact bytes Stripe sent: keep them (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, parsed) => parsed(null, body),
  );

  app.post('/payment/webhook/stripe', {
    config: { public: true },
    schema: {
      response: { 200: webhookAnswer, 400: errorBody, 404: errorBody, 502: errorBody },
    },
    handler: async (request) => {
      const signature = request.headers[STRIPE_SIGNATURE_HEADER];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const notice = provider.parseWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!notice) throw new HttpError(400, SHOP_MESSAGES.signatureInvalid);
      if (notice.kind === 'ignored') {
        return { received: true as const, orderId: null, status: notice.type };
      }
      if (notice.kind === 'refund') {
        const refund = await confirmRefund(app.db, notice.reference, notice.outcome);
        return {
          received: true as const,
          orderId: refund?.orderUid ?? null,
          status: refund ? `refund ${refund.status}` : 'refund unchanged',
        };
      }
      if (notice.kind === 'waiting') {
        request.log.info({ orderUid: notice.orderUid }, 'Stripe payment is processing');
        return { received: true as const, orderId: notice.orderUid, status: 'processing' };
      }
      const result = await orders.settle(notice.event, { acceptLate: true });
      if (result.changed) {
        request.log.info({ orderUid: result.order.uid, status: result.status }, 'Stripe settled');
      }
      return { received: true as const, orderId: result.order.uid, status: result.status };
    },
  });

  app.get('/payment/stripe/return/:orderId', {
    config: { public: true },
    schema: {
      params: z.object({ orderId: z.string().min(1).max(64) }),
      querystring: z.object({
        session_id: z.string().max(255).optional(),
        cancelled: z.string().max(5).optional(),
      }),
    },
    handler: async (request, reply) => {
      const order = await findOrder(app.db, request.params.orderId);
      if (!order) throw new HttpError(404, SHOP_MESSAGES.orderNotFound);
      let status: string = order.status;
      // Only the session this order was given is asked about: the query alone proves nothing.
      const ours =
        order.paymentReference !== null && order.paymentReference === request.query.session_id;
      if (
        ours &&
        !request.query.cancelled &&
        (order.status === 'pending' || order.status === 'expired')
      ) {
        try {
          const paid = await provider.paidSession(order.paymentReference ?? '');
          if (paid?.orderUid === order.uid) {
            status = (await orders.settle(paid, { acceptLate: true })).status;
          }
        } catch (error) {
          // The webhook settles it anyway; the done page shows the order as it is.
          request.log.warn({ err: error, orderUid: order.uid }, 'Stripe return not settled');
        }
      }
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(donePath(status, order.uid, order.consumer.email), 303);
    },
  });
  done();
};
