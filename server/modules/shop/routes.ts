import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  cartAmountParams,
  cartDto,
  cartMergeRequest,
  cartProductParams,
  paymentMethodList,
  productList,
} from '../../../src/api/contract/shop';
import { currentUser } from '../../plugins/auth';
import { createShopService } from './service';

/** /api ticket products, payment methods and the logged-in user's cart (spec §7 Cart). */
export const shopRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createShopService(app.db);
  const cartAnswers = {
    200: cartDto,
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
  };

  app.get('/ticket/all', {
    schema: { response: { 200: productList } },
    handler: () => service.products(),
  });

  app.get('/payment/methods', {
    schema: { response: { 200: paymentMethodList } },
    handler: () => service.paymentMethods(),
  });

  app.get('/cart/my', {
    onRequest: app.requireAuth,
    schema: { response: cartAnswers },
    handler: (request) => service.cart(currentUser(request).id),
  });

  app.get('/cart/add/:productUid', {
    onRequest: app.requireAuth,
    schema: { params: cartProductParams, response: cartAnswers },
    handler: (request) => service.add(currentUser(request).id, request.params.productUid),
  });

  app.get('/cart/remove/:productUid', {
    onRequest: app.requireAuth,
    schema: { params: cartProductParams, response: cartAnswers },
    handler: (request) => service.remove(currentUser(request).id, request.params.productUid),
  });

  app.get('/cart/amount/:productUid/:step', {
    onRequest: app.requireAuth,
    schema: { params: cartAmountParams, response: cartAnswers },
    handler: (request) =>
      service.step(currentUser(request).id, request.params.productUid, request.params.step),
  });

  app.post('/cart/merge', {
    onRequest: app.requireAuth,
    schema: { body: cartMergeRequest, response: cartAnswers },
    handler: (request) => service.merge(currentUser(request).id, request.body.products),
  });
  done();
};
