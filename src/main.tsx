import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiFeedback } from '@/app/api-feedback';
import { refreshSession } from '@/api/auth';
import { connectCart } from '@/api/cart-store';
import { App } from '@/app/app';
import { router } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { connectSessionMirror } from '@/features/pwa/session-mirror';
import { captureInstallPrompt } from '@/features/pwa/install-prompt-store';
import { registerServiceWorker } from '@/features/pwa/register-service-worker';
import { startPageSync } from '@/offline/sync/page-sync';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

connectApiFeedback(router);
void refreshSession();
await initI18n();
captureInstallPrompt();
connectSessionMirror();
connectCart();
startPageSync();
void registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
