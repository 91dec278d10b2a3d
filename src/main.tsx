// Mantine's stylesheet with only the components the app uses (build/mantine-styles.ts).
import 'virtual:mantine-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiFeedback } from '@/app/api-feedback';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { startBackground } from '@/app/start-background';
import { installTrustedTypes } from '@/app/trusted-types';
import { initI18n } from '@/lib/i18n';
import { captureInstallPrompt } from '@/features/pwa/install-prompt-store';
import { registerServiceWorkerOnLoad } from '@/features/pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Before anything hands a URL or HTML to the DOM: the CSP requires Trusted Types.
installTrustedTypes();
captureInstallPrompt();
registerServiceWorkerOnLoad();

// No top-level await: a lazy chunk that imports from this entry would wait for it forever.
initI18n()
  .then(() => {
    const router = createAppRouter();
    connectApiFeedback(router);
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    startBackground();
  })
  .catch((error: unknown) => console.error('Starting the app failed', error));
