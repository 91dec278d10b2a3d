import { createFileRoute, notFound } from '@tanstack/react-router';
import { AnonymousLayout } from '@/app/layout/anonymous-layout';

export const Route = createFileRoute('/u')({
  // /u itself is no page, only the public pages under it are.
  beforeLoad: ({ location }) => {
    if (/^\/u\/?$/.test(location.pathname)) throw notFound();
  },
  component: AnonymousLayout,
});
