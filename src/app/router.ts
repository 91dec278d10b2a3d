import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { RouteErrorScreen } from './route-error-screen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultErrorComponent: RouteErrorScreen,
  scrollRestoration: true,
});

export type AppRouter = typeof router;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
