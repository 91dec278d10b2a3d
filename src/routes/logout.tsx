import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ preload }) => {
    // Hovering a link preloads it; only a real visit logs out.
    if (preload) return;
    // The HTTP client loads only here, not with the route tree every start loads.
    const { logout } = await import('@/api/auth');
    await logout();
    throw redirect({ to: '/' });
  },
});
