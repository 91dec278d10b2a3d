import type { FunctionComponent } from 'react';
import type { UserProfile } from '@/api/contract/people';
import { renderRouted } from '@/lib/testing/render-with-texts';
import profile from '../../../../locales/en/profile.json';

/** Renders a profile component with Mantine, a memory router and the English texts. */
export const renderProfile = (Screen: FunctionComponent) => renderRouted(Screen, { profile });

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
