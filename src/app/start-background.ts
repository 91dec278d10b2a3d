import { refreshSession } from '@/api/auth';
import { connectCart } from '@/api/cart-store';
import { registerServiceWorker } from '@/features/pwa/register-service-worker';
import { connectSessionMirror } from '@/features/pwa/session-mirror';
import { keepBerlinOffsets } from '@/lib/berlin-offsets-memory';
import { currentLanguage, loadRemainingNamespaces, onLanguageChange } from '@/lib/i18n';
import { storeLanguage } from '@/offline/language-setting';
import { startPageSync } from '@/offline/sync/page-sync';

/**
 * Everything the first screen can do without (session refresh, outbox, sync, cart, worker,
 * the other locale files): a chunk of its own, started once the first screen has painted.
 */
export const startBackground = (): void => {
  void refreshSession();
  connectSessionMirror();
  connectCart();
  startPageSync();
  void registerServiceWorker();
  void loadRemainingNamespaces();
  // The worker words notifications in the language chosen here.
  void storeLanguage(currentLanguage());
  onLanguageChange((language) => void storeLanguage(language));
  // The Berlin offsets the first screen looked up, and later ones when the page is left.
  keepBerlinOffsets();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepBerlinOffsets();
  });
};
