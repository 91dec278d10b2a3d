import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { firstScreenPainted } from './first-paint';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

const LateChrome = lazy(async () => {
  await firstScreenPainted;
  const { LateChrome: Component } = await import('./late-chrome');
  return { default: Component };
});

export const App = () => (
  <MantineProvider
    theme={theme}
    defaultColorScheme="auto"
    cssVariablesResolver={cssVariablesResolver}
  >
    <Suspense fallback={null}>
      <LateChrome />
    </Suspense>
    <RouterProvider router={router} />
  </MantineProvider>
);
