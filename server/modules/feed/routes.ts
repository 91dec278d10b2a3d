import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  addCommentRequest,
  createPostRequest,
  deleteCommentRequest,
  feedItem,
  feedPage,
  pageParam,
  userPageParams,
} from '../../../src/api/contract/feed';
import { currentUser } from '../../plugins/auth';
import { createFeedService } from './service';

/** Images arrive as base64 inside JSON (spec §5): up to 1 MB of bytes plus a third. */
const POST_BODY_LIMIT = 1_500_000;

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(100).optional(),
});

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The feed (spec §7 Feed); every call needs a login. */
export const feedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createFeedService(app.db, app.bus);
  const authed = { onRequest: app.requireAuth } as const;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/feed/my/:page', {
    ...authed,
    schema: { params: pageParam, response: { 200: feedPage, ...failures } },
    handler: async (request) => service.feedPage(request.params.page),
  });

  app.get('/feed/user/:a/:b', {
    ...authed,
    schema: { params: userPageParams, response: { 200: feedPage, ...failures } },
    handler: async (request) => service.userPage(request.params.a, request.params.b),
  });

  // One post on purpose: a notification opens it wherever it sits in the feed.
  app.get('/feed/post/:id', {
    ...authed,
    schema: { params: idParam, response: { 200: feedItem, ...failures } },
    handler: async (request) => service.post(request.params.id),
  });

  app.post('/feed/create', {
    ...authed,
    bodyLimit: POST_BODY_LIMIT,
    schema: { body: createPostRequest, response: { 200: feedItem, ...failures } },
    handler: async (request) => service.create(currentUser(request), request.body),
  });

  app.get('/feed/like/:id', {
    ...authed,
    schema: {
      params: idParam,
      headers: idempotencyHeaders,
      response: { 200: feedItem, ...failures },
    },
    handler: async (request) =>
      service.like(currentUser(request), request.params.id, request.headers['idempotency-key']),
  });

  app.get('/feed/dislike/:id', {
    ...authed,
    schema: {
      params: idParam,
      headers: idempotencyHeaders,
      response: { 200: feedItem, ...failures },
    },
    handler: async (request) =>
      service.dislike(currentUser(request), request.params.id, request.headers['idempotency-key']),
  });

  app.post('/feed/comment/add', {
    ...authed,
    schema: { body: addCommentRequest, response: { 200: feedItem, ...failures } },
    handler: async (request) =>
      service.addComment(currentUser(request), request.body.id, request.body.text),
  });

  app.post('/feed/comment/delete', {
    ...authed,
    schema: { body: deleteCommentRequest, response: { 200: feedItem, ...failures } },
    handler: async (request) =>
      service.deleteComment(currentUser(request), request.body.feedId, request.body.commentId),
  });

  app.get('/feed/delete/:id', {
    ...authed,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.deletePost(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  });

  done();
};
