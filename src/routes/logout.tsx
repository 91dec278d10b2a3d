import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession } from '@/api/session';

export const Route = createFileRoute('/logout')({
  beforeLoad: ({ preload }) => {
    // Hovering a link preloads it; only a real visit logs out.
    if (preload) return;
    clearSession();
    throw redirect({ to: '/' });
  },
});
