import type { SessionUser } from '@/api/contract/auth';
import type { EventDto } from '@/api/contract/program';
import { db } from '@/offline/db';
import { toEventRow } from '@/offline/sync/program-datasets';
import { makeEvent } from '../rules/event-fixture';

export const MEMBER: SessionUser = {
  id: 42,
  accessToken: 'token-42',
  // Far ahead, so no test renews it unless it means to.
  accessTokenExpiresAt: Date.UTC(2100, 0, 1),
  refreshToken: 'session-42.refresh',
  roles: ['ROLE_USER'],
  firstName: 'Mia',
  lastName: 'Member',
  name: 'mia',
  fullName: 'Mia Member',
  email: 'mia@example.org',
  bio: null,
  image: null,
  favourites: [],
  firstLogin: false,
  socials: {
    website: null,
    spotify: null,
    soundcloud: null,
    instagram: null,
    youtube: null,
    linkedIn: null,
    twitter: null,
  },
};

/** Stores the events in the local program and makes the listed ones the member's favourites. */
export const storeProgram = async (
  events: EventDto[],
  favouriteIds: number[] = events.map((event) => event.id),
): Promise<void> => {
  await db.events.bulkPut(events.map(toEventRow));
  await db.favourites.bulkPut(favouriteIds.map((eventId) => ({ eventId, userId: MEMBER.id })));
};

export const friday = (
  id: number,
  from: string,
  to: string | null,
  patch: Partial<EventDto> = {},
) =>
  makeEvent({
    id,
    dateTime: `2025-08-15T${from}:00+02:00`,
    end: to === null ? null : `2025-08-15T${to}:00+02:00`,
    venue: { id: 1, name: 'Hall' },
    ...patch,
  });
