import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '@/api/contract/common';
import { hasRole, isLoggedIn } from '@/api/session';

/** `beforeLoad` of guarded routes: without a session, go to /login and come back afterwards. */
export const requireSession = ({ location }: { location: ParsedLocation }): void => {
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
};

/** `beforeLoad` of /login and /register: a logged-in user has nothing to do there. */
export const redirectWhenLoggedIn = (): void => {
  if (isLoggedIn()) throw redirect({ to: '/' });
};

/** `beforeLoad` of role-only routes (spec §2: others go to /). */
export const requireRole =
  (...roles: readonly Role[]) =>
  ({ location }: { location: ParsedLocation }): void => {
    requireSession({ location });
    if (!hasRole(...roles)) throw redirect({ to: '/' });
  };
