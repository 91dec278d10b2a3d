import '@mantine/notifications/styles.css';
import './reflow.css';
import './touch-targets.css';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { OutboxRejectedNotice } from '@/features/pwa/outbox-rejected-notice';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { NotificationsOnceNeeded } from './notifications-once-needed';
import type { AppRouter } from './router';
import { persistOptions, queryClient } from './query-client';
import { StatusIndicator } from './status-indicator';
import { PROVIDER_SETTINGS } from './theme';

export const App = ({ router }: { router: AppRouter }) => (
  <MantineProvider {...PROVIDER_SETTINGS} withCssVariables={false} withGlobalClasses={false}>
    <NotificationsOnceNeeded />
    <StatusIndicator />
    <UpdatePrompt />
    <OutboxRejectedNotice />
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </MantineProvider>
);
