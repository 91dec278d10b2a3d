import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billDto,
  billRequest,
  IDEMPOTENCY_HEADER,
  placeOrderRequest,
  placeOrderResult,
} from '../../../src/api/contract/checkout';
import { errorBody } from '../../../src/api/contract/common';
import { SHOP_MESSAGES } from '../../../src/api/contract/shop';
import {
  orderCancelRequest,
  orderDto,
  orderGetRequest,
  orderIdParams,
  orderList,
  orderSignupRequest,
  orderSignupResult,
  payLinkDto,
} from '../../../src/api/contract/tickets';
import { mailLanguage } from '../../mail/language';
import { paymentModeRoutes } from '../../payments/mode-routes';
import { sandboxRoutes } from '../../payments/sandbox-routes';
import { stripeRoutes } from '../../payments/stripe-routes';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { registerOrderMailSender } from './order-mail-job';
import { cancelPendingOrder } from './cancel';
import { createOrderService, type OrderService } from './service';
import { authClientOf } from '../auth/limits';
import { createOrderSignup } from './signup';
import { invoiceSellerOf } from '../invoices/seller';
import { knownClientAddress } from '../../security/client-address';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new HttpError(400, SHOP_MESSAGES.idempotencyKeyInvalid);
  }
  return value;
};

const checkoutRoutes: FastifyPluginCallbackZod<{ orders: OrderService }> = (
  app,
  { orders },
  done,
) => {
  for (const url of ['/ticket/order/bill', '/ticket/order/bill/new']) {
    app.post(url, {
      schema: { body: billRequest, response: { 200: billDto, ...failures } },
      handler: (request) => orders.bill(request.body),
    });
  }

  for (const url of ['/ticket/order/place', '/ticket/order/place/new']) {
    app.post(url, {
      schema: {
        body: placeOrderRequest,
        response: { 200: placeOrderResult, 422: errorBody, 429: errorBody, ...failures },
      },
      handler: async (request) =>
        orders.place(request.body, {
          userId: request.user?.id ?? (await orders.checkoutAccount(request.body.account)),
          idempotencyKey: idempotencyKeyOf(request),
          language: mailLanguage(request.headers['accept-language']),
          clientIp: knownClientAddress(request),
        }),
    });
  }

  for (const url of ['/order/my', '/order/my/update']) {
    app.get(url, {
      onRequest: app.requireAuth,
      schema: { response: { 200: orderList, 401: errorBody } },
      handler: (request) => orders.myOrders(currentUser(request).id),
    });
  }

  app.post('/order/get', {
    schema: { body: orderGetRequest, response: { 200: orderDto, ...failures } },
    handler: (request) =>
      orders.find(request.body.orderId, request.user?.id ?? null, request.body.email),
  });

  app.get('/order/:orderId/pay', {
    schema: {
      params: orderIdParams,
      querystring: z.object({ email: z.string().max(254).default('') }),
      response: { 200: payLinkDto, ...failures },
    },
    handler: (request) =>
      orders.payLink(request.params.orderId, request.user?.id ?? null, request.query.email),
  });

  // The buyer closed the payment window and gives the order up: its hold ends now.
  app.post('/order/:orderId/cancel', {
    schema: {
      params: orderIdParams,
      body: orderCancelRequest,
      response: { 200: orderDto, ...failures },
    },
    handler: (request) =>
      cancelPendingOrder(orders, app.db, {
        orderUid: request.params.orderId,
        userId: request.user?.id ?? null,
        email: request.body.email,
      }),
  });

  // Opened from the e-mail and the order card: the signed `t` stands in for a login.
  app.get('/order/:orderId/tickets.pdf', {
    config: { public: true },
    schema: { params: orderIdParams, querystring: z.object({ t: z.string().max(200).optional() }) },
    handler: async (request, reply) => {
      const { pdf } = await orders.ticketsPdf(request.params.orderId, request.query.t);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="tickets-${request.params.orderId.slice(0, 8)}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  });
  done();
};

const orderSignupRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signup = createOrderSignup(app);
  app.post('/auth/order/signup/simple', {
    schema: {
      body: orderSignupRequest,
      response: { 200: orderSignupResult, 429: errorBody, ...failures },
    },
    handler: (request) =>
      signup(request.body, mailLanguage(request.headers['accept-language']), authClientOf(request)),
  });
  done();
};

/** Checkout, orders, the tickets PDF, the payment provider (sandbox or Stripe) and guest sign-up, under /api. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { provider, sandbox, stripe } = app.payments;
  const orders = createOrderService({
    db: app.db,
    provider,
    links: app.ticketKeys.links,
    credentials: app.ticketKeys.credentials,
    mailer: app.mailer,
    bus: app.bus,
    publicUrl: app.config.publicUrl,
    holdMs: app.config.orderHoldMs,
    seller: invoiceSellerOf(app.config, app.payments.testMode),

    testMode: app.payments.testMode,
  });
  registerOrderMailSender(app.jobs, (orderUid) => orders.sendOrderMail(orderUid));
  await app.register(checkoutRoutes, { orders });
  if (sandbox) await app.register(sandboxRoutes, { provider: sandbox, orders });
  if (stripe) await app.register(stripeRoutes, { provider: stripe, orders });
  await app.register(paymentModeRoutes);
  await app.register(orderSignupRoutes);
};
