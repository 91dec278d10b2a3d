import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import { artistList } from '../../../src/api/contract/program';
import {
  artistPage,
  nameFilterRequest,
  pageParam,
} from '../../../src/api/contract/program-requests';
import { isNotModified, notModifiedBody, strongEtag } from '../program/etag';
import { createArtistService } from './service';

/** The program's artists and speakers (spec §7 Program, artists, venues); no login needed. */
export const artistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createArtistService(app.db);

  app.get('/artist/get/all', {
    schema: { response: { 200: artistList, 304: notModifiedBody } },
    handler: async (request, reply) => {
      const artists = await service.allVisible();
      if (isNotModified(request, reply, strongEtag('artists', artists))) {
        return reply.code(304).send();
      }
      return artists;
    },
  });

  app.post('/artist/get/all/visible/page/:n', {
    schema: {
      params: pageParam,
      body: nameFilterRequest,
      response: { 200: artistPage, 400: errorBody },
    },
    handler: async (request) => service.visiblePage(request.params.n, request.body.filter),
  });

  done();
};
