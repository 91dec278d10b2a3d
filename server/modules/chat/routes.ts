import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  CHAT_SOCKET_PATH,
  chatMessage,
  chatPartner,
  conversationParams,
  historyQuery,
  lastMessageRequest,
  sincePage,
  sinceQuery,
} from '../../../src/api/contract/chat';
import { errorBody, idParam } from '../../../src/api/contract/common';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { findLiveSessionIds } from '../auth/session-queries';
import { createBroker } from './broker';
import type { HeartBeat } from './heart-beats';
import { createDatabasePresence } from './database-presence';
import { createLocalPresence } from './presence';
import { createChatService } from './service';

export interface ChatRoutesOptions {
  /** Tests shorten the heart-beats. */
  heartBeat?: HeartBeat;
  /** How often open sockets are checked against logouts (tests shorten it). */
  sessionCheckMs?: number;
}

const MAX_FRAME_BYTES = 64 * 1024;

/** The chat server: STOMP at /ws and the history under /messages (spec §7 Chat server). */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { databaseUrl } = app.config;
  // Sockets of one user may sit on any node: on PostgreSQL presence lives in the database.
  const presence =
    app.database.kind === 'postgres' && databaseUrl
      ? createDatabasePresence({
          connectionString: databaseUrl,
          db: app.db,
          onError: (error) => app.log.error({ err: error }, 'Chat presence failed'),
        })
      : createLocalPresence();
  const broker = createBroker({
    authenticate: (token) => app.authenticateToken(token),
    liveSessions: (ids) => findLiveSessionIds(app.db, ids, new Date()),
    sessionCheckMs: options.sessionCheckMs,
    send: (sender, body) => service.send(sender.id, body),
    heartBeat: options.heartBeat,
    presence,
    log: app.log,
  });
  const service = createChatService({
    db: app.db,
    bus: app.bus,
    isOnline: (userId) => presence.isOnline(userId),
  });
  const unsubscribe = app.bus.subscribe('chat.message', (delivery) => {
    const message = chatMessage.parse(delivery.message);
    broker.deliver(delivery.recipientId, message);
    broker.deliver(delivery.senderId, message);
  });
  // Logout, password reset, role change or deletion on any node: those sockets close now.
  const unsubscribeEnded = app.bus.subscribe('session.ended', ({ userId, sessionIds }) => {
    broker.closeUser(userId, sessionIds);
  });
  app.addHook('preClose', (done) => {
    unsubscribe();
    unsubscribeEnded();
    broker.close();
    done();
  });
  app.addHook('onClose', () => presence.close());

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      // Browsers always send Origin: only our own pages may open the chat (no cross-site sockets).
      preValidation: (request, _reply, done) => {
        const origin = request.headers.origin;
        const own = [publicOrigin, `${request.protocol}://${request.headers.host ?? ''}`];
        done(
          origin === undefined || own.includes(origin)
            ? undefined
            : new HttpError(403, 'Origin not allowed'),
        );
      },
    },
    (socket: WebSocket) => broker.attach(socket),
  );

  const authed = { onRequest: app.requireAuth } as const;
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

  app.get('/messages/partners', {
    ...authed,
    schema: { response: { 200: z.array(chatPartner), 401: errorBody } },
    handler: async (request) => service.partners(currentUser(request).id),
  });

  app.get('/messages/since', {
    ...authed,
    schema: {
      querystring: sinceQuery,
      response: { 200: sincePage, 400: errorBody, 401: errorBody },
    },
    handler: async (request) =>
      service.since(currentUser(request).id, request.query.after, request.query.limit),
  });

  app.get('/messages/:a/:b/count', {
    ...authed,
    schema: { params: conversationParams, response: { 200: z.number().int(), ...failures } },
    handler: async (request) =>
      service.countUnread(currentUser(request).id, request.params.a, request.params.b),
  });

  app.get('/messages/:a/:b', {
    ...authed,
    schema: {
      params: conversationParams,
      querystring: historyQuery,
      response: { 200: z.array(chatMessage), ...failures },
    },
    handler: async (request) =>
      service.conversation(
        currentUser(request).id,
        request.params.a,
        request.params.b,
        request.query,
      ),
  });

  app.get('/messages/:id', {
    ...authed,
    schema: { params: idParam, response: { 200: chatMessage, ...failures } },
    handler: async (request) => service.message(currentUser(request).id, request.params.id),
  });

  app.post('/api/user/messages/last', {
    ...authed,
    schema: { body: lastMessageRequest, response: { 200: chatMessage.nullable(), ...failures } },
    handler: async (request) =>
      service.last(currentUser(request).id, request.body.senderId, request.body.recipientId),
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/messages')) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
};
