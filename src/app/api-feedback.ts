import i18next from 'i18next';
import { configureApiClient } from '@/api/client-callbacks';
import type { ErrorBody } from '@/api/contract/common';
import { SESSION_STORAGE_KEY, isLoggedIn, restoreSession } from '@/api/session';
import { notifyError } from '@/lib/notify';
import type { AppRouter } from './router';

// The known server texts carry the API contracts; they load only when a call has failed.
const showServerMessage = async (failure: ErrorBody): Promise<void> => {
  const { localizeServerError } = await import('@/lib/server-messages');
  notifyError(localizeServerError(failure), i18next.t('errors:title'));
};

/** Connects the React-free API client and session to the router and notifications. */
export const connectApiFeedback = (router: AppRouter): void => {
  configureApiClient({
    onUnauthorized: (hadSession) => {
      if (hadSession) notifyError(i18next.t('errors:sessionExpired'));
      const here = router.state.location;
      if (here.pathname === '/login') return;
      void router.navigate({ to: '/login', search: { redirect: here.href } });
    },
    onError: (failure) => {
      showServerMessage(failure).catch((error: unknown) =>
        console.error('Showing the server message failed', error),
      );
    },
  });

  // Logging in or out in another tab applies here too; guards run again.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const wasLoggedIn = isLoggedIn();
    restoreSession();
    if (wasLoggedIn !== isLoggedIn()) void router.invalidate();
  });
};
