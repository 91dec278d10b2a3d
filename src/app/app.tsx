import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { firstScreenPainted } from './first-paint';
import type { AppRouter } from './router';
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
    <RouterProvider router={router} />
  </MantineProvider>
);
