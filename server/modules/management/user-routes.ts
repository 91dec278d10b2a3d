import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { email } from '../../../src/api/contract/auth';
import { errorBody, idParam, messageBody, okBody, ROLES } from '../../../src/api/contract/common';
import {
  adminUser,
  adminUserList,
  adminUserQuery,
  adminUserUpdate,
  createdUser,
  emailParam,
  MANAGEMENT_MESSAGES,
  newUserRequest,
  roleList,
  rolesUpdateRequest,
  userRef,
  userTypeParam,
  welcomeRequest,
} from '../../../src/api/contract/management';
import { mailLanguage } from '../../mail/language';
import { currentUser } from '../../plugins/auth';
import { STAFF } from './staff';
import { createUserAdminService } from './user-service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Spec §7 User calls of the admin's Users tab and of sharing (search, invite). */
export const userAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createUserAdminService({
    db: app.db,
    sessions: app.sessions,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  // Spec §6: the Users tab and its actions are admin-only.
  const adminOnly = app.requireRole();
  const staff = app.requireRole(...STAFF);

  app.get('/user/get/all/adminList', {
    onRequest: adminOnly,
    schema: { querystring: adminUserQuery, response: { 200: adminUserList, ...failures } },
    handler: (request) => service.list(request.query.search, request.query.role),
  });

  app.post('/user/create/:type', {
    onRequest: adminOnly,
    schema: {
      params: userTypeParam,
      body: newUserRequest,
      response: { 200: createdUser, ...failures },
    },
    handler: async (request) => ({
      message: MANAGEMENT_MESSAGES.userCreated,
      user: await service.create(request.params.type, request.body, currentUser(request)),
    }),
  });

  app.post('/user/admin/update', {
    onRequest: adminOnly,
    schema: { body: adminUserUpdate, response: { 200: adminUser, ...failures } },
    handler: (request) => service.update(request.body, currentUser(request)),
  });

  app.post('/user/roles/update', {
    onRequest: adminOnly,
    schema: { body: rolesUpdateRequest, response: { 200: adminUser, ...failures } },
    handler: (request) =>
      service.setRoles(request.body.userId, request.body.roles, currentUser(request)),
  });

  app.post('/user/welcome/send', {
    onRequest: adminOnly,
    schema: { body: welcomeRequest, response: { 200: messageBody, ...failures } },
    handler: async (request) => {
      const language = mailLanguage(request.headers['accept-language']);
      await service.sendWelcome(
        request.body.userId,
        request.body.text,
        language,
        currentUser(request),
      );
      return { message: MANAGEMENT_MESSAGES.welcomeSent };
    },
  });

  app.get('/user/delete/:id', {
    onRequest: adminOnly,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.remove(request.params.id, currentUser(request));
      return { ok: true as const };
    },
  });

  app.get('/roles/get/all', {
    onRequest: adminOnly,
    schema: { response: { 200: roleList, ...failures } },
    handler: () => ROLES.map((name) => ({ name })),
  });

  app.get('/user/search/email/:email', {
    onRequest: staff,
    schema: { params: emailParam, response: { 200: z.array(userRef), ...failures } },
    handler: (request) => service.searchByEmail(request.params.email),
  });

  app.get('/user/invite/:email', {
    onRequest: staff,
    schema: { params: z.object({ email }), response: { 200: messageBody, ...failures } },
    handler: async (request) => {
      const language = mailLanguage(request.headers['accept-language']);
      await service.invite(request.params.email, currentUser(request), language);
      return { message: MANAGEMENT_MESSAGES.invitationSent };
    },
  });

  done();
};
