import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import deNav from '../../../locales/de/nav.json';
import enNav from '../../../locales/en/nav.json';
import { BottomBar } from './bottom-bar';

const renderBar = async (language: 'de' | 'en') => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['nav'],
    defaultNS: 'nav',
    resources: { de: { nav: deNav }, en: { nav: enNav } },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: BottomBar }),
    history: createMemoryHistory({ initialEntries: ['/shop'] }),
  });
  await router.load();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return within(await screen.findByRole('navigation'));
};

afterEach(() => {
  cleanup();
  clearSession();
});

describe('bottom bar of a guest', () => {
  it.each([
    ['de', ['Programm', 'Tickets', 'Gespeichert', 'Anmelden'], ['Feed', 'Lobby', 'Chats']],
    ['en', ['Program', 'Tickets', 'Saved', 'Log in'], ['Feed', 'Lobby', 'Chats']],
  ] as const)(
    'offers the program, shop, saved events and login, no member areas (%s)',
    async (language, shown, hidden) => {
      clearSession();
      const bar = await renderBar(language);
      expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(shown);
      for (const name of hidden) expect(bar.queryByRole('link', { name })).toBeNull();
      expect(bar.getByRole('link', { name: shown[0] }).getAttribute('href')).toBe('/u/events');
      expect(bar.getByRole('link', { name: shown[3] }).getAttribute('href')).toBe('/login');
    },
  );
});
