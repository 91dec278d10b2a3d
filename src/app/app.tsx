import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { OutboxRejectedNotice } from '@/features/pwa/outbox-rejected-notice';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/notify';
import { router } from './router';
import { StatusIndicator } from './status-indicator';
import { cssVariablesResolver, theme } from './theme';

export const App = () => (
  <MantineProvider
    theme={theme}
    defaultColorScheme="auto"
    cssVariablesResolver={cssVariablesResolver}
  >
    <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} limit={4} />
    <StatusIndicator />
    <UpdatePrompt />
    <OutboxRejectedNotice />
    <RouterProvider router={router} />
  </MantineProvider>
);
