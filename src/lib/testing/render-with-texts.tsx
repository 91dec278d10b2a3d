import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createInstance, type ResourceLanguage } from 'i18next';
import type { FunctionComponent, ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** English texts by namespace, e.g. `{ event, pwa }` from `locales/en/*.json`; the first is the default. */
export type Texts = ResourceLanguage;

export interface RenderOptions {
  /** Mounts Mantine's notification host for components that notify. */
  notifications?: boolean;
}

export interface RoutedRenderOptions extends RenderOptions {
  /** The memory router's starting path. */
  path?: string;
}

const englishTexts = async (texts: Texts) => {
  const i18n = createInstance();
  const namespaces = Object.keys(texts);
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: namespaces,
    defaultNS: namespaces[0],
    resources: { en: texts },
    interpolation: { escapeValue: false },
  });
  return i18n;
};

/** Renders a component with Mantine, a fresh query cache and English texts, for component tests. */
export const renderWithTexts = async (
  ui: ReactElement,
  texts: Texts,
  { notifications = false }: RenderOptions = {},
) => {
  const i18n = await englishTexts(texts);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          {notifications && <Notifications />}
          {ui}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

/** As `renderWithTexts`, with the screen as the root route of a memory router (for links). */
export const renderRouted = async (
  Screen: FunctionComponent,
  texts: Texts,
  { path = '/', ...options }: RoutedRenderOptions = {},
) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderWithTexts(<RouterProvider router={router} />, texts, options);
};
