import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, errorBody, okBody } from '../../../src/api/contract/common';
import {
  publicKeyResponse,
  pushSendRequest,
  pushSendResponse,
  pushSubscription,
  unsubscribeRequest,
} from '../../../src/api/contract/push';
import {
  notificationSettings,
  notificationSettingsRequest,
} from '../../../src/api/contract/notification-settings';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { readNotificationSettings, saveNotificationSettings } from './preferences';
import { listenForProgramChanges } from './program-change';
import { resolveHost } from './push-endpoint';
import { registerPushSender } from './push-sender';
import { startReminderScheduler } from './reminders';
import { createPushService } from './service';
import { loadVapidKeys } from './vapid-keys';

const subscribedResponse = z.object({ subscribed: z.boolean() });

/** Web Push (spec §7 push/*, user/subscription/*); everything but the public key needs a login. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = await loadVapidKeys(app.db, app.config.vapidKeys);
  const endpoints = {
    hosts: app.config.pushHosts,
    allowLoopback: app.config.pushLoopbackEndpoints,
    resolve: resolveHost,
  };
  const service = createPushService({ db: app.db, bus: app.bus, endpoints });
  const sender = registerPushSender(app.jobs, {
    db: app.db,
    keys,
    endpoints,
    subject: app.config.vapidSubject,
    log: app.log,
  });
  const stopListening = listenForProgramChanges(app.db, app.bus, (error) =>
    app.log.error({ err: error }, 'Program-change push failed'),
  );
  let reminders: ReturnType<typeof startReminderScheduler> | undefined;
  app.addHook('onReady', (done) => {
    reminders = startReminderScheduler({
      db: app.db,
      bus: app.bus,
      intervalMs: app.config.reminderTickMs,
      onError: (error) => app.log.error({ err: error }, 'Event reminders failed'),
    });
    done();
  });
  app.addHook('onClose', async () => {
    stopListening();
    await reminders?.stop();
    await sender.close();
  });

  // Always the caller's own settings: no id in the request.
  app.get('/user/notification-settings', {
    onRequest: app.requireAuth,
    schema: { response: { 200: notificationSettings, 401: errorBody } },
    handler: (request) => readNotificationSettings(app.db, currentUser(request).id),
  });

  app.put('/user/notification-settings', {
    onRequest: app.requireAuth,
    schema: {
      body: notificationSettingsRequest,
      response: { 200: notificationSettings, 400: errorBody, 401: errorBody },
    },
    handler: (request) => saveNotificationSettings(app.db, currentUser(request).id, request.body),
  });

  app.get('/push/publicKey/get', {
    schema: { response: { 200: publicKeyResponse } },
    handler: () => Promise.resolve({ publicKey: keys.publicKey }),
  });

  const subscribe = {
    onRequest: app.requireAuth,
    schema: { body: pushSubscription, response: { 200: okBody, 400: errorBody, 401: errorBody } },
  } as const;
  for (const path of ['/push/subscribe', '/user/subscription/save', '/user/subscription/add']) {
    app.post(path, {
      ...subscribe,
      handler: async (request) => {
        await service.subscribe(currentUser(request).id, request.body);
        return { ok: true as const };
      },
    });
  }

  app.post('/push/unsubscribe', {
    onRequest: app.requireAuth,
    schema: { body: unsubscribeRequest, response: { 200: okBody, 400: errorBody, 401: errorBody } },
    handler: async (request) => {
      await service.unsubscribe(currentUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  });

  app.post('/user/subscription/check', {
    onRequest: app.requireAuth,
    schema: {
      body: unsubscribeRequest,
      response: { 200: subscribedResponse, 400: errorBody, 401: errorBody },
    },
    handler: async (request) => ({
      subscribed: await service.isSubscribed(currentUser(request).id, request.body.endpoint),
    }),
  });

  // Anyone may notify themselves (the test page); a notice to someone else is an admin's
  // announcement and goes into the audit log with the same transaction as its push jobs.
  app.post('/push/send', {
    onRequest: app.requireAuth,
    schema: {
      body: pushSendRequest,
      response: { 200: pushSendResponse, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: async (request) => {
      const caller = currentUser(request);
      const { user, notificationRequest } = request.body;
      const { title, text } = notificationRequest;
      if (user === caller.id)
        return { queued: await service.send(user, title, text, randomUUID()) };
      if (!caller.roles.includes('ROLE_ADMIN')) throw new HttpError(403, API_MESSAGES.forbidden);
      const queued = await app.db.transaction(async (tx) => {
        const count = await service.send(user, title, text, randomUUID(), tx);
        await recordAudit(tx, caller, {
          action: 'announcement.send',
          targetKind: 'announcement',
          targetId: user,
          summary: text ? `${title}: ${text}` : title,
        });
        return count;
      });
      return { queued };
    },
  });
};
