import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/not-found-screen';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});
