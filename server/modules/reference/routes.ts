import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../src/api/contract/common';
import {
  companyAddRequest,
  companyDto,
  companyList,
  companySearchQuery,
  genreList,
  idsRequest,
  tagDto,
  tagList,
  tagSaveRequest,
} from '../../../src/api/contract/reference';
import { currentUser } from '../../plugins/auth';
import { createReferenceService } from './service';

/** Reference data (spec §7): tags, genres, companies. Reads and writes need a login. */
export const referenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createReferenceService(app.db);
  const failures = { 400: errorBody, 401: errorBody };

  app.get('/tags/get/all', {
    onRequest: app.requireAuth,
    schema: { response: { 200: tagList, ...failures } },
    handler: () => service.allTags(),
  });

  app.post('/tags/get/custom', {
    onRequest: app.requireAuth,
    schema: { body: idsRequest, response: { 200: tagList, ...failures } },
    handler: (request) => service.tagsByIds(request.body.ids),
  });

  app.post('/tags/save', {
    onRequest: app.requireAuth,
    schema: {
      body: tagSaveRequest,
      response: { 200: tagDto, ...failures, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => service.saveTag(currentUser(request), request.body),
  });

  app.get('/genre/all', {
    onRequest: app.requireAuth,
    schema: { response: { 200: genreList, ...failures } },
    handler: () => service.allGenres(),
  });

  app.get('/company/find/all', {
    onRequest: app.requireAuth,
    schema: { querystring: companySearchQuery, response: { 200: companyList, ...failures } },
    handler: (request) => service.searchCompanies(request.query.search, request.query.limit),
  });

  app.get('/company/find/from/:id', {
    onRequest: app.requireAuth,
    schema: { params: idParam, response: { 200: companyDto, ...failures, 404: errorBody } },
    handler: (request) => service.company(request.params.id),
  });

  app.post('/company/add', {
    onRequest: app.requireAuth,
    schema: { body: companyAddRequest, response: { 200: companyDto, ...failures } },
    handler: (request) => service.addCompany(request.body.name),
  });
  done();
};
