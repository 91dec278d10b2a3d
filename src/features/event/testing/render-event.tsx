import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { FunctionComponent } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import event from '../../../../locales/en/event.json';
import pwa from '../../../../locales/en/pwa.json';

/** Renders an event component with Mantine, a memory router and the English texts. */
export const renderEvent = async (Screen: FunctionComponent, path = '/') => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['event', 'pwa'],
    defaultNS: 'event',
    resources: { en: { event, pwa } },
    interpolation: { escapeValue: false },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
};
