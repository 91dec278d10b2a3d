import { MantineProvider } from '@mantine/core';
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
import type { LobbyCard } from '@/api/contract/lobby';
import lobby from '../../../../locales/en/lobby.json';

/** Renders a lobby component with Mantine, a memory router and the English texts. */
export const renderLobby = async (Screen: FunctionComponent) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['lobby'],
    defaultNS: 'lobby',
    resources: { en: { lobby } },
    interpolation: { escapeValue: false },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

export const cardFixture = (id: number, patch: Partial<LobbyCard> = {}): LobbyCard => ({
  id,
  fullName: `Person ${id}`,
  name: `p${id}`,
  image: null,
  labelRole: null,
  role: 'DJ',
  companyName: 'Kater Blau',
  tags: [],
  score: 0,
  bigDisplay: false,
  me: false,
  ...patch,
});
