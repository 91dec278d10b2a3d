import { createFileRoute, redirect } from '@tanstack/react-router';
import { logout } from '@/api/auth';

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ preload }) => {
    // Hovering a link preloads it; only a real visit logs out.
    if (preload) return;
    await logout();
    throw redirect({ to: '/' });
  },
});
