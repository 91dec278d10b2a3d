import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../src/api/contract/common';
import { SHOP_MESSAGES } from '../../src/api/contract/shop';
import { mailLanguage, type MailLanguage } from '../mail/language';
import { donePath } from '../modules/orders/order-links';
import { findOrder } from '../modules/orders/queries';
import type { OrderService } from '../modules/orders/service';
import { HttpError } from '../plugins/http-error';
import { PAYMENT_OUTCOMES, type PaymentEvent } from './provider';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox';
import { renderSandboxNotice, renderSandboxPage } from './sandbox-page';

export interface SandboxRoutesOptions {
  provider: SandboxProvider;
  orders: OrderService;
}

const orderParams = z.object({ orderId: z.string().min(1).max(64) });
const pageQuery = z.object({
  t: z.string().max(200).optional(),
  lang: z.enum(['de', 'en']).optional(),
});
const paymentEvent = z.object({
  orderUid: z.string().min(1).max(64),
  reference: z.string().min(1).max(200),
  outcome: z.enum(PAYMENT_OUTCOMES),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
});
const callbackAnswer = z.object({ orderId: z.string(), status: z.string() });

/**
 * The sandbox provider's side, served by this server: its pay page (/api/payment/sandbox/{order})
 * and the signed callback (/api/payment/callback/sandbox) any provider event arrives through.
 */
export const sandboxRoutes: FastifyPluginCallbackZod<SandboxRoutesOptions> = (
  app,
  { provider, orders },
  done,
) => {
  // The pay page's buttons are plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const languageOf = (lang: MailLanguage | undefined, acceptLanguage: string | undefined) =>
    lang ?? mailLanguage(acceptLanguage);

  /** The pending order this link is for, or why not. */
  const linkedOrder = async (orderUid: string, token: string | undefined) => {
    const order = await findOrder(app.db, orderUid);
    const valid =
      order?.paymentReference != null &&
      provider.checkLinkToken(order.uid, order.paymentReference, token);
    return valid ? order : null;
  };

  const receive = async (event: PaymentEvent, signature: string | undefined) => {
    if (!provider.verifyCallback(event, signature)) {
      throw new HttpError(403, SHOP_MESSAGES.signatureInvalid);
    }
    const result = await orders.settle(event);
    return { orderId: result.order.uid, status: result.status };
  };

  app.get('/payment/sandbox/:orderId', {
    config: { public: true },
    schema: { params: orderParams, querystring: pageQuery },
    handler: async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      const order = await linkedOrder(request.params.orderId, request.query.t);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!order) return reply.code(403).send(renderSandboxNotice(language, { kind: 'invalid' }));
      if (order.status !== 'pending') {
        const back = donePath(order.status, order.uid, order.consumer.email);
        return reply.send(
          renderSandboxNotice(language, {
            kind: 'notPending',
            status: order.status,
            donePath: back,
          }),
        );
      }
      return reply.send(
        renderSandboxPage(language, {
          uid: order.uid,
          status: order.status,
          amount: order.grandTotalCents,
          email: order.consumer.email,
          token: request.query.t ?? '',
        }),
      );
    },
  });

  app.post('/payment/sandbox/:orderId/:outcome', {
    config: { public: true },
    schema: {
      params: orderParams.extend({ outcome: z.enum(PAYMENT_OUTCOMES) }),
      querystring: pageQuery.pick({ lang: true }),
      body: z.object({ t: z.string().max(200) }),
    },
    handler: async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      const order = await linkedOrder(request.params.orderId, request.body.t);
      if (!order?.paymentReference) {
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(renderSandboxNotice(language, { kind: 'invalid' }));
      }
      let status: string = order.status;
      if (order.status === 'pending') {
        // What the provider's server would send to our webhook, signed the same way.
        const event: PaymentEvent = {
          orderUid: order.uid,
          reference: order.paymentReference,
          outcome: request.params.outcome,
          amount: order.grandTotalCents,
          currency: order.currency,
        };
        status = (await receive(event, provider.signEvent(event))).status;
      }
      return reply.redirect(donePath(status, order.uid, order.consumer.email), 303);
    },
  });

  app.post('/payment/callback/sandbox', {
    config: { public: true },
    schema: {
      body: paymentEvent,
      response: { 200: callbackAnswer, 400: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: (request) => {
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
      return receive(request.body, typeof signature === 'string' ? signature : undefined);
    },
  });
  done();
};
