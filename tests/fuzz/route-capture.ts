/**
 * Every route a Fastify app registers, with its schema, seen through an `onRoute` hook added the
 * moment the app is created. Used as `vi.mock('fastify', captureFastifyRoutes)`, so the route list
 * always comes from the real app and a new route is fuzzed without anyone listing it.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';

export const capturedRoutes: RouteOptions[] = [];

export async function captureFastifyRoutes(
  importOriginal: () => Promise<typeof FastifyModule>,
): Promise<typeof FastifyModule> {
  const actual = await importOriginal();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      capturedRoutes.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create };
}
