import { isLoggedIn } from '@/api/session';
import { currentLanguage, onLanguageChange } from '@/lib/i18n';
import { nowOrAtLogin } from './now-or-at-login';

const reportFailure = (error: unknown) => console.error('A background start failed', error);

/** What runs beside the screens: session refresh and mirror, cart, sync, the worker's language. */
export const startBackground = (): void => {
  // Logged out there is no session to refresh; a login later brings a fresh one.
  if (isLoggedIn())
    void import('@/api/auth').then(({ refreshSession }) => refreshSession()).catch(reportFailure);
  // The access token lasts minutes: renewed ahead of time, the workers' copy never runs out.
  void nowOrAtLogin(isLoggedIn, reportFailure, async () => {
    const [{ renewSession }, { keepSessionFresh }] = await Promise.all([
      import('@/api/client'),
      import('@/api/session-upkeep'),
    ]);
    keepSessionFresh(renewSession);
  }).catch(reportFailure);
  void import('@/features/pwa/session-mirror')
    .then(({ connectSessionMirror }) => connectSessionMirror())
    .catch(reportFailure);
  // A guest's cart lives in local storage, read by the shop itself; the store follows the session
  // to merge it into the server cart at login.
  void nowOrAtLogin(isLoggedIn, reportFailure, async () => {
    const { connectCart } = await import('@/api/cart-store');
    connectCart();
  }).catch(reportFailure);
  void Promise.all([
    import('@/offline/sync/page-sync'),
    import('@/offline/sync/sync-program-off-thread'),
  ])
    .then(([{ startPageSync }, { syncProgramOffThread }]) =>
      startPageSync({ syncProgram: syncProgramOffThread }),
    )
    .catch(reportFailure);
  // The worker words notifications in the language chosen here.
  void import('@/offline/language-setting')
    .then(({ storeLanguage }) => {
      void storeLanguage(currentLanguage());
      onLanguageChange((language) => void storeLanguage(language));
    })
    .catch(reportFailure);
};
