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
import type { UserProfile } from '@/api/contract/people';
import profile from '../../../../locales/en/profile.json';

/** Renders a profile component with Mantine, a memory router and the English texts. */
export const renderProfile = async (Screen: FunctionComponent) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['profile'],
    defaultNS: 'profile',
    resources: { en: { profile } },
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

/** A member's own profile with the given changes. */
export const profileFixture = (patch: Partial<UserProfile> = {}): UserProfile => ({
  id: 7,
  firstName: 'Erika',
  lastName: 'Mustermann',
  name: 'erika',
  fullName: 'Erika Mustermann',
  email: 'erika@example.test',
  bio: null,
  image: null,
  imageFileId: null,
  roles: ['ROLE_USER'],
  labelRole: null,
  reference: null,
  role: null,
  companyName: null,
  professions: [],
  tags: [],
  genre: [],
  socials: {},
  firstLogin: true,
  visibleOnWebsite: true,
  own: true,
  ...patch,
});
