import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { RouteErrorScreen } from './route-error-screen';

/** The app's router; building it walks the whole route tree, a task of its own at the start. */
export const createAppRouter = () =>
  createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
