import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { firstScreenPainted } from './first-paint';
import type { AppRouter } from './router';
import { queryClient } from './query-client';
import { PROVIDER_SETTINGS } from './theme';

const LateChrome = lazy(async () => {
  await firstScreenPainted;
  const { LateChrome: Component } = await import('./late-chrome');
  return { default: Component };
});

export const App = ({ router }: { router: AppRouter }) => (
  <MantineProvider {...PROVIDER_SETTINGS} withCssVariables={false} withGlobalClasses={false}>
    <Suspense fallback={null}>
      <LateChrome />
    </Suspense>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </MantineProvider>
);
